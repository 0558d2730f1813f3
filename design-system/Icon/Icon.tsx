import { icons, type IconName } from './icons';
import { IconSvg, type IconSize } from './Icon.styles';

export interface IconProps {
  name: IconName;
  size?: IconSize;
  /** Accessible name. Without one the icon is decorative and hidden from assistive technology. */
  label?: string;
  className?: string;
}

export function Icon({ name, size = 'md', label, className }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false };
  return <IconSvg as={icons[name]} $size={size} className={className} data-icon={name} strokeWidth={2} {...a11y} />;
}
