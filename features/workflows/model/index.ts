export type {
  Flow,
  FlowColumn,
  FlowColumnMetadata,
  FlowNode,
  FlowNodeKind,
  FlowNodeInput,
  FlowNodeOutput,
  ConditionExpression,
  TagColor,
  Placement,
  ColumnPlacement,
  BranchPlacement,
  Branch,
  EndOutcome,
  ServiceStepSource,
  Step,
  FlowErrorCode,
} from './types';
export { FlowError } from './types';
export {
  START_NODE_ID,
  START_NODE_NAME,
  START_COLUMN_ID,
  SERVICE_ID_MARKER,
  randomIdGenerator,
  sequentialIdGenerator,
  serviceIdOf,
  type IdGenerator,
} from './ids';
export { isStart, isService, isEnd, outcomeOf, END_NAMES } from './kinds';
export { emptyFlow, START_DESCRIPTION } from './emptyFlow';
export { normalizeFlow } from './draft';
export { addStep, serviceInUseMessage, TAG_NAME_IN_USE_MESSAGE, type StepResult } from './addStep';
export { addBranchStep, branchCondition } from './addBranchStep';
export { placeStep } from './placeStep';
export {
  BRANCHES,
  BRANCH_NAME_MAX_LENGTH,
  branchStatus,
  branchStatusCondition,
  branchColumnsOf,
  branchName,
  chooseBranch,
  chosenBranch,
  otherBranch,
  parentBranchOf,
  renameBranch,
  type BranchStatus,
} from './branches';
export { replaceStep } from './replaceStep';
export { deleteStep, stepsRemovedWith } from './deleteStep';
export { configureService } from './configureService';
export { editAwait } from './editAwait';
export { editTag } from './editTag';
export { setNodeConditions } from './setNodeConditions';
export { setEndStates, type EndStateConditions } from './setEndStates';
export { STEP_DESCRIPTIONS, DEFAULT_AWAIT_NAME } from './buildNode';
export { findNode, allNodes, usedServiceIds, usedTagNames, isTagNameUsed, endColumnIndex, lastStepColumnIndex, startNodeName, type LocatedNode } from './queries';
export { referencedNodeIds, hasRealContent, UNSET_LOCATION } from './references';
export { alerts, serviceStatus, isTagIncomplete, tagBranches, childrenOf, isUnmappedRequiredInput, ALERT_TEXT, ALERT_ACTION, type FlowAlert, type AlertReason } from './alerts';
export { highlightPath } from './highlightPath';
export { layout, gridPosition, COLUMN_SPACING, ROW_SPACING, NODE_WIDTH, NODE_HEIGHT, PLUS_SIZE, type FlowLayout, type LaidOutNode, type LaidOutEdge, type LaidOutPlus, type PlusKind } from './layout';
export { createHistory, record, undo, redo, canUndo, canRedo, reset, HISTORY_LIMIT, type History } from './history';
export { flowLabels, type FlowLabels } from './flowLabels';
