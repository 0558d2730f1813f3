export { Drawer, DrawerTrigger } from './Drawer';
export type { DrawerProps } from './Drawer';
export type { DrawerSize } from './Drawer.styles';
