export { MultiSelect } from './MultiSelect';
export type { MultiSelectItem, MultiSelectProps } from './MultiSelect';
export { summarizeSelection } from './multiSelectSummary';
export type { SummaryOption, SummaryTexts } from './multiSelectSummary';
