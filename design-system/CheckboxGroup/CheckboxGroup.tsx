import type { FocusEvent, ReactNode } from 'react';
import { Check } from 'lucide-react';
import { CheckboxBox, CheckboxLabel, StyledCheckboxButton } from '../shared/checkbox.styles';
import { FieldLabel, FieldMessage } from '../FieldLabel';
import { CheckboxGroupItem, CheckboxGroupItemDescription, CheckboxGroupOptions, CheckboxGroupRoot } from './CheckboxGroup.styles';

export interface CheckboxGroupOption {
  id: string;
  label: string;
  /** A line under the label, announced as the checkbox's description. */
  description?: ReactNode;
  isDisabled?: boolean;
}

export interface CheckboxGroupProps {
  label: string;
  options: readonly CheckboxGroupOption[];
  /** The ticked ids (controlled). */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (ids: string[]) => void;
  /** Called when focus leaves the group. */
  onBlur?: (event: FocusEvent<Element>) => void;
  orientation?: 'vertical' | 'horizontal';
  /** Help text under the options; hidden while an error shows. */
  description?: ReactNode;
  /** Shown under the options only while `isInvalid` is true. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Text of a help tooltip opened from an info button after the label. */
  help?: ReactNode;
  /** Accessible name of the help button; defaults to 'More info about {label}'. */
  helpLabel?: string;
  name?: string;
  className?: string;
}

/** Several independent ticks under one label (a react-aria CheckboxGroup: Tab moves between boxes, Space ticks). */
export function CheckboxGroup({
  label,
  options,
  value,
  defaultValue,
  orientation = 'vertical',
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  help,
  helpLabel,
  ...rest
}: CheckboxGroupProps) {
  return (
    <CheckboxGroupRoot
      {...rest}
      value={value ? [...value] : undefined}
      defaultValue={defaultValue ? [...defaultValue] : undefined}
      isInvalid={isInvalid}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <FieldLabel label={label} isRequired={isRequired} help={help} helpLabel={helpLabel} />
      <CheckboxGroupOptions $orientation={orientation}>
        {options.map((option) => (
          <CheckboxGroupItem key={option.id} value={option.id} isDisabled={option.isDisabled}>
            <StyledCheckboxButton>
              {({ isSelected }) => (
                <>
                  <CheckboxBox>{isSelected && <Check aria-hidden strokeWidth={3} />}</CheckboxBox>
                  <CheckboxLabel>{option.label}</CheckboxLabel>
                </>
              )}
            </StyledCheckboxButton>
            {option.description !== undefined && option.description !== null && (
              <CheckboxGroupItemDescription slot="description">{option.description}</CheckboxGroupItemDescription>
            )}
          </CheckboxGroupItem>
        ))}
      </CheckboxGroupOptions>
      <FieldMessage description={description} errorMessage={errorMessage} isInvalid={isInvalid} />
    </CheckboxGroupRoot>
  );
}
