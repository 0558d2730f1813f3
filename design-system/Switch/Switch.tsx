import type { ReactNode } from 'react';
import { VisuallyHidden, type SwitchFieldProps } from 'react-aria-components';
import { StyledSwitchButton, SwitchLabel, SwitchRoot, SwitchThumb, SwitchTrack } from './Switch.styles';
import type { SwitchSize, SwitchTone } from './Switch.styles';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children' | 'className' | 'style' | 'render'> {
  /** The switch's label and accessible name, shown unless `hideLabel`. Without one, give an `aria-label`. */
  label?: ReactNode;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  size?: SwitchSize;
  /** Colour of the track when on: the accent, or the test / live environment colours. */
  tone?: SwitchTone;
}

export function Switch({ label, hideLabel = false, size = 'md', tone = 'accent', ...rest }: SwitchProps) {
  return (
    <SwitchRoot {...rest}>
      <StyledSwitchButton $size={size} $tone={tone}>
        <SwitchTrack>
          <SwitchThumb />
        </SwitchTrack>
        {label != null &&
          (hideLabel ? <VisuallyHidden elementType="span">{label}</VisuallyHidden> : <SwitchLabel>{label}</SwitchLabel>)}
      </StyledSwitchButton>
    </SwitchRoot>
  );
}
