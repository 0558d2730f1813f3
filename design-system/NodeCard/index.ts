export { NodeCard, NodeCardActions, defaultNodeCardActionLabels } from './NodeCard';
export type { NodeCardProps, NodeCardActionsProps, NodeCardActionLabels } from './NodeCard';
export { nodeCardActions, formatAwaitCount, isEndNodeVariant, endNodeVariants, endNodeTone, defaultNodeNames } from './nodeCard';
export type { NodeCardVariant, NodeCardAction, NodeCardTagColor, NodeCardStatus, EndNodeVariant } from './nodeCard';
