export { catalogBefore } from './catalogBefore';
export { dayOfEpochSeconds, epochSecondsOfDay } from './dateValue';
export { builderOperators } from './builderOperators';
export { branchOf, splitGuard, withGuard, statusGuard, guardStatus, type Branch, type BranchStatus } from './branchGuard';
export { conditionContext, loadExpression, storeGroup, loadNodeCondition, saveNodeCondition, type LoadedCondition } from './nodeConditions';
export { END_PANEL_OUTCOMES, endOutcomeName, loadEndConditions, saveEndConditions } from './endConditions';
export { panelKindOf, panelBadge, type NodePanelKind } from './panelKind';
export { rowProblems } from './rowProblems';
