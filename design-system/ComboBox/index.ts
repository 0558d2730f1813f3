export { ComboBox } from './ComboBox';
export type { ComboBoxItem, ComboBoxProps } from './ComboBox';
export { filterByLabel, matchesLabel } from './comboBoxFilter';
