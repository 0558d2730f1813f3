export { Tabs } from './Tabs';
export type { TabsProps, TabItem } from './Tabs';
export { resolveTabKey, isSelectableTab } from './resolveTabKey';
export type { TabAvailability } from './resolveTabKey';
