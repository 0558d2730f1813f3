export { CheckboxGroup } from './CheckboxGroup';
export type { CheckboxGroupOption, CheckboxGroupProps } from './CheckboxGroup';
