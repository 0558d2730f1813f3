import { theme } from '../theme';
import { SpinnerSvg } from './Spinner.styles';
import { spinnerShape } from './spinnerShape';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Accessible label. Without one the spinner is decorative (hidden from assistive technology). */
  label?: string;
}

const sizeOf: Record<SpinnerSize, string> = {
  sm: theme.sizes.iconSm,
  md: theme.sizes.iconLg,
  lg: theme.space[8],
};

export function Spinner({ size = 'md', label }: SpinnerProps) {
  const a11y = label ? { role: 'progressbar', 'aria-label': label, 'aria-busy': true } : { 'aria-hidden': true };
  return (
    <SpinnerSvg viewBox={spinnerShape.viewBox} $size={sizeOf[size]} {...a11y}>
      <circle className="track" {...spinnerShape.circle} />
      <circle className="head" {...spinnerShape.circle} />
    </SpinnerSvg>
  );
}
