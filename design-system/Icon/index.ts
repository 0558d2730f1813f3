export { Icon } from './Icon';
export type { IconProps } from './Icon';
export type { IconSize } from './Icon.styles';
export { icons, iconNames } from './icons';
export type { IconName } from './icons';
