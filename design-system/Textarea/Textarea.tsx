import { useState, type FocusEvent, type ReactNode } from 'react';
import { FieldLabel, FieldMessage } from '../FieldLabel';
import { TextareaCount, TextareaFooter, TextareaInput, TextareaRoot } from './Textarea.styles';

export interface TextareaProps {
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  placeholder?: string;
  /** Visible lines before the box scrolls; the user can drag it taller. */
  rows?: number;
  /** Caps the length; with `showCount`, a 'n/max' count shows under the box. */
  maxLength?: number;
  showCount?: boolean;
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
  name?: string;
  autoFocus?: boolean;
  className?: string;
}

/** Multi-line text: a react-aria TextArea inside a TextField, with the shared field chrome. */
export function Textarea({
  label,
  value,
  defaultValue,
  onChange,
  placeholder,
  rows = 4,
  maxLength,
  showCount = false,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  help,
  helpLabel,
  ...rest
}: TextareaProps) {
  const counted = showCount && maxLength !== undefined;
  const [typedLength, setTypedLength] = useState((defaultValue ?? '').length);
  const length = value !== undefined ? value.length : typedLength;
  const message = <FieldMessage description={description} errorMessage={errorMessage} isInvalid={isInvalid} />;
  return (
    <TextareaRoot
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={(next: string) => {
        setTypedLength(next.length);
        onChange?.(next);
      }}
      maxLength={maxLength}
      isInvalid={isInvalid}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <FieldLabel label={label} isRequired={isRequired} help={help} helpLabel={helpLabel} />
      <TextareaInput placeholder={placeholder} rows={rows} />
      {counted ? (
        <TextareaFooter>
          <div>{message}</div>
          <TextareaCount $atLimit={length >= maxLength}>
            {length}/{maxLength}
          </TextareaCount>
        </TextareaFooter>
      ) : (
        message
      )}
    </TextareaRoot>
  );
}
