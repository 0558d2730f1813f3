import type { ReactNode } from 'react';
import type { CheckboxFieldProps } from 'react-aria-components';
import { Check, Minus } from 'lucide-react';
import { CheckboxBox, CheckboxError, CheckboxLabel, CheckboxRoot, StyledCheckboxButton } from '../shared/checkbox.styles';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children' | 'className' | 'style' | 'render'> {
  /** The visible label. Without one, give the checkbox an `aria-label`. */
  children?: ReactNode;
  /** Shown under the checkbox while `isInvalid` is set. */
  errorMessage?: ReactNode;
}

export function Checkbox({ children, errorMessage, isRequired = false, ...rest }: CheckboxProps) {
  return (
    <CheckboxRoot {...rest} isRequired={isRequired}>
      <StyledCheckboxButton>
        {({ isSelected, isIndeterminate }) => (
          <>
            <CheckboxBox>
              {isIndeterminate ? (
                <Minus aria-hidden strokeWidth={3} />
              ) : (
                isSelected && <Check aria-hidden strokeWidth={3} />
              )}
            </CheckboxBox>
            {children != null && <CheckboxLabel>{children}</CheckboxLabel>}
          </>
        )}
      </StyledCheckboxButton>
      {errorMessage != null && <CheckboxError>{errorMessage}</CheckboxError>}
    </CheckboxRoot>
  );
}
