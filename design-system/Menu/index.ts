export { Menu } from './Menu';
export type { MenuProps, MenuItemData, MenuSectionData, MenuPlacement } from './Menu';
