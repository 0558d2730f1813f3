import type { FocusEvent, ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Icon } from '../Icon';
import {
  RequiredMark,
  SelectDescription,
  SelectErrorText,
  SelectLabel,
  SelectListBox,
  SelectOption,
  SelectOptionLabel,
  SelectPopover,
  SelectRoot,
  SelectTrigger,
  SelectValueText,
} from './Select.styles';

export interface SelectItem {
  id: string;
  label: string;
  /** Shown, announced as unavailable and skipped by the arrow keys. */
  isDisabled?: boolean;
}

export interface SelectProps {
  label: string;
  items: readonly SelectItem[];
  /** The chosen item's id, or null for none (controlled). */
  selectedKey?: string | null;
  defaultSelectedKey?: string | null;
  onSelectionChange?: (id: string | null) => void;
  placeholder?: string;
  /** Help text under the field; hidden while an error shows. */
  description?: ReactNode;
  /** Shown under the field only while `isInvalid` is true. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
  name?: string;
  onBlur?: (event: FocusEvent<Element>) => void;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
}

const toId = (value: Key | Key[] | null): string | null => {
  const key = Array.isArray(value) ? value[0] : value;
  return key === null || key === undefined ? null : String(key);
};

export function Select({
  label,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  placeholder,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  ...rest
}: SelectProps) {
  const showError = isInvalid && Boolean(errorMessage);
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <SelectRoot
      {...rest}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={onSelectionChange ? (value: Key | Key[] | null) => onSelectionChange(toId(value)) : undefined}
      placeholder={placeholder}
      isInvalid={isInvalid}
      isRequired={isRequired}
      disabledKeys={disabledKeys}
      validationBehavior="aria"
    >
      <SelectLabel>
        {label}
        {isRequired && <RequiredMark aria-hidden>*</RequiredMark>}
      </SelectLabel>
      <SelectTrigger>
        <SelectValueText />
        <Icon name="chevronDown" />
      </SelectTrigger>
      {description !== undefined && !showError && <SelectDescription slot="description">{description}</SelectDescription>}
      {showError && <SelectErrorText>{errorMessage}</SelectErrorText>}
      <SelectPopover data-vf-overlay="" placement="bottom start" offset={4}>
        <SelectListBox>
          {items.map((item) => (
            <SelectOption key={item.id} id={item.id} textValue={item.label}>
              {({ isSelected }) => (
                <>
                  <SelectOptionLabel>{item.label}</SelectOptionLabel>
                  {isSelected && <Icon name="check" />}
                </>
              )}
            </SelectOption>
          ))}
        </SelectListBox>
      </SelectPopover>
    </SelectRoot>
  );
}
