import type { ReactNode } from 'react';
import { ButtonContext, Provider } from 'react-aria-components';
import { Icon } from '../Icon';
import { Tooltip } from '../Tooltip';
import {
  FieldLabelHelpButton,
  FieldLabelRequiredMark,
  FieldLabelRow,
  FieldLabelText,
  FieldMessageDescription,
  FieldMessageError,
} from './FieldLabel.styles';

export interface FieldLabelProps {
  label: string;
  /** Adds a red asterisk, hidden from assistive technology (the control carries aria-required). */
  isRequired?: boolean;
  /** Text of a help tooltip, opened from an info button after the label (hover or keyboard focus). */
  help?: ReactNode;
  /** Accessible name of the info button; defaults to 'More info about {label}'. */
  helpLabel?: string;
}

/**
 * The label of a react-aria field (TextField, Select, ComboBox, NumberField, RadioGroup, CheckboxGroup):
 * it must sit inside one, which links it to the control. With `help`, an info button follows the label,
 * outside the `<label>` so its name does not leak into the field's name.
 */
export function FieldLabel({ label, isRequired = false, help, helpLabel }: FieldLabelProps) {
  const text = (
    <FieldLabelText>
      {label}
      {isRequired && <FieldLabelRequiredMark aria-hidden>*</FieldLabelRequiredMark>}
    </FieldLabelText>
  );
  if (help === undefined || help === null) return text;
  return (
    <FieldLabelRow>
      {text}
      {/* Select, ComboBox and NumberField hand their own buttons a context; the help button is not one of them. */}
      <Provider values={[[ButtonContext, null]]}>
        <Tooltip content={help} placement="top">
          <FieldLabelHelpButton icon={<Icon name="info" size="sm" />} label={helpLabel ?? `More info about ${label}`} size="sm" />
        </Tooltip>
      </Provider>
    </FieldLabelRow>
  );
}

export interface FieldMessageProps {
  /** Help text under the control; hidden while an error shows. */
  description?: ReactNode;
  /** Shown only while `isInvalid` is true. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
}

/** The line under a react-aria field: its description, or its error while the field is invalid. */
export function FieldMessage({ description, errorMessage, isInvalid = false }: FieldMessageProps) {
  const showError = isInvalid && errorMessage !== undefined && errorMessage !== null && errorMessage !== '';
  if (showError) return <FieldMessageError>{errorMessage}</FieldMessageError>;
  if (description === undefined || description === null) return null;
  return <FieldMessageDescription slot="description">{description}</FieldMessageDescription>;
}
