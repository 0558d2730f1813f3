export { InputStepPanel } from './InputStepPanel';
export type { InputStepPanelProps } from './InputStepPanel';
export { filterByKeyOrName } from './filterAttributes';
