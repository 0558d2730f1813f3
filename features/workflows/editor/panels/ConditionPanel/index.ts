export { ConditionPanel, unreadableCondition, branchNote, type ConditionPanelProps } from './ConditionPanel';
