import type { components } from '~/contract';

type Schemas = components['schemas'];

/** The flow object of document 2 section 3.2: columns left to right. */
export type Flow = Schemas['WorkflowObject'];
export type FlowColumn = Schemas['WorkflowColumn'];
export type FlowColumnMetadata = Schemas['WorkflowColumnMetadata'];
export type FlowNode = Schemas['WorkflowNode'];
export type FlowNodeKind = Schemas['WorkflowNodeKind'];
export type FlowNodeInput = Schemas['WorkflowNodeInput'];
export type FlowNodeOutput = Schemas['WorkflowNodeOutput'];
export type ConditionExpression = Schemas['WorkflowConditionExpression'];
export type TagColor = NonNullable<FlowNode['color']>;

/** The two branches of a tag (section 9). */
export type Branch = 'A' | 'B';

/** Where a new step goes: appended to a column, or alone in a new column after the given one. */
export type ColumnPlacement = { column: number } | { newColumnAfter: number };

/** Under a branch of a tag: into that branch's column (made right after the tag's when it has none). */
export interface BranchPlacement {
  branchOf: string;
  branch: Branch;
}

export type Placement = ColumnPlacement | BranchPlacement;

/** The end states of section 4.6. */
export type EndOutcome = 'accept' | 'reject' | 'manualReview';

/** A verification service (or capability) as the Add Action menu offers it. */
export interface ServiceStepSource {
  /** The service id (the supplier id); the node id starts with it. */
  id: string;
  displayName: string;
  apiName?: string;
  description?: string;
  inputs?: FlowNodeInput[];
  outputs?: FlowNodeOutput[];
  isAsync?: boolean;
}

/** What the Add Action menu adds (section 2.6). */
export type Step =
  | { kind: 'service'; service: ServiceStepSource }
  | { kind: 'capability'; capability: ServiceStepSource }
  | { kind: 'tag'; name: string; color?: TagColor; description?: string }
  | { kind: 'await'; name?: string; values?: string[]; description?: string }
  | { kind: 'end'; outcome: EndOutcome };

/** Why an operation was refused; `code` lets the UI pick its message. */
export type FlowErrorCode =
  | 'unknownNode'
  | 'unknownColumn'
  | 'startNode'
  | 'serviceInUse'
  | 'tagNameInUse'
  | 'endStateExists'
  | 'endColumn'
  | 'notAService'
  | 'notAnAwait'
  | 'notATag'
  | 'referenceNotEarlier';

export class FlowError extends Error {
  readonly code: FlowErrorCode;

  constructor(code: FlowErrorCode, message: string) {
    super(message);
    this.name = 'FlowError';
    this.code = code;
  }
}
