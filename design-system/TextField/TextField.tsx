import type { FocusEvent, ReactNode } from 'react';
import { FieldLabel, FieldMessage } from '../FieldLabel';
import { FieldGroup, FieldInput, FieldPrefix, FieldRoot } from './TextField.styles';

export type TextFieldType = 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';

export interface TextFieldProps {
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  placeholder?: string;
  /** Help text under the field; hidden while an error shows. */
  description?: ReactNode;
  /** Shown under the field only while `isInvalid` is true. */
  errorMessage?: string;
  isInvalid?: boolean;
  /** Marks the label with an asterisk and the input as required for assistive technology. */
  isRequired?: boolean;
  /** Text of a help tooltip opened from an info button after the label. */
  help?: ReactNode;
  /** Accessible name of the help button; defaults to 'More info about {label}'. */
  helpLabel?: string;
  isDisabled?: boolean;
  autoFocus?: boolean;
  name?: string;
  type?: TextFieldType;
  /** Shown inside the field before the input, e.g. a currency sign. */
  prefix?: ReactNode;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url' | 'search';
  maxLength?: number;
  autoComplete?: string;
  className?: string;
}

export function TextField({
  label,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  placeholder,
  prefix,
  help,
  helpLabel,
  className,
  ...rest
}: TextFieldProps) {
  return (
    <FieldRoot {...rest} className={className} isInvalid={isInvalid} isRequired={isRequired} validationBehavior="aria">
      <FieldLabel label={label} isRequired={isRequired} help={help} helpLabel={helpLabel} />
      <FieldGroup isInvalid={isInvalid} isDisabled={rest.isDisabled}>
        {prefix !== undefined && <FieldPrefix aria-hidden>{prefix}</FieldPrefix>}
        <FieldInput placeholder={placeholder} />
      </FieldGroup>
      <FieldMessage description={description} errorMessage={errorMessage} isInvalid={isInvalid} />
    </FieldRoot>
  );
}
