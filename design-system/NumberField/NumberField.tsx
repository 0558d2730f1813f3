import type { FocusEvent, ReactNode } from 'react';
import { Icon } from '../Icon';
import { FieldLabel, FieldMessage } from '../FieldLabel';
import {
  NumberFieldGroup,
  NumberFieldInput,
  NumberFieldPrefix,
  NumberFieldRoot,
  NumberFieldStepButton,
  NumberFieldSteppers,
} from './NumberField.styles';

export interface NumberFieldProps {
  label: string;
  /** The number, or null when the field is empty (controlled). */
  value?: number | null;
  defaultValue?: number | null;
  /** Called with the committed number (on blur, Enter or a step), or null when cleared. */
  onChange?: (value: number | null) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  minValue?: number;
  maxValue?: number;
  /** Amount the arrow keys and stepper buttons add or take away. */
  step?: number;
  /** Intl.NumberFormat options: decimals, grouping, units, currency. */
  formatOptions?: Intl.NumberFormatOptions;
  placeholder?: string;
  /** Shown inside the field before the input, e.g. a currency sign. */
  prefix?: ReactNode;
  /** Help text under the field; hidden while an error shows. */
  description?: ReactNode;
  /** Shown under the field only while `isInvalid` is true. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Text of a help tooltip opened from an info button after the label. */
  help?: ReactNode;
  /** Accessible name of the help button; defaults to 'More info about {label}'. */
  helpLabel?: string;
  /** Hides the stepper buttons ('Increase {label}' / 'Decrease {label}', out of the tab order; the arrow keys still step). */
  hideSteppers?: boolean;
  name?: string;
  autoFocus?: boolean;
  className?: string;
}

/** react-aria keeps an empty number field as NaN; the public API says null. */
const toAria = (value: number | null | undefined) => (value === undefined ? undefined : (value ?? Number.NaN));

/** A number input: typing is limited to what the format allows; ArrowUp/ArrowDown step by `step`. */
export function NumberField({
  label,
  value,
  defaultValue,
  onChange,
  placeholder,
  prefix,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  help,
  helpLabel,
  hideSteppers = false,
  ...rest
}: NumberFieldProps) {
  return (
    <NumberFieldRoot
      {...rest}
      value={toAria(value)}
      defaultValue={toAria(defaultValue)}
      onChange={onChange ? (next: number) => onChange(Number.isNaN(next) ? null : next) : undefined}
      isInvalid={isInvalid}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <FieldLabel label={label} isRequired={isRequired} help={help} helpLabel={helpLabel} />
      <NumberFieldGroup>
        {prefix !== undefined && <NumberFieldPrefix aria-hidden>{prefix}</NumberFieldPrefix>}
        <NumberFieldInput placeholder={placeholder} />
        {!hideSteppers && (
          <NumberFieldSteppers>
            <NumberFieldStepButton slot="increment">
              <Icon name="chevronUp" size="sm" />
            </NumberFieldStepButton>
            <NumberFieldStepButton slot="decrement">
              <Icon name="chevronDown" size="sm" />
            </NumberFieldStepButton>
          </NumberFieldSteppers>
        )}
      </NumberFieldGroup>
      <FieldMessage description={description} errorMessage={errorMessage} isInvalid={isInvalid} />
    </NumberFieldRoot>
  );
}
