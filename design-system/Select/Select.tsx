import type { FocusEvent, ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Icon } from '../Icon';
import { FieldLabel, FieldMessage } from '../FieldLabel';
import { checkSelectValue, INVALID_SELECT_VALUE_MESSAGE } from '../shared/selectValue';
import {
  SelectListBox,
  SelectOption,
  SelectOptionLabel,
  SelectPopover,
  SelectRoot,
  SelectTrigger,
  SelectValueText,
} from '../shared/select.styles';

export interface SelectItem {
  id: string;
  label: string;
  /** Shown, announced as unavailable and skipped by the arrow keys. */
  isDisabled?: boolean;
}

export interface SelectProps {
  label: string;
  items: readonly SelectItem[];
  /**
   * The chosen item's id, or null for none (controlled). A value that is not a string or number (an
   * object from untyped data, say) is not shown: the field turns invalid with `invalidValueMessage`.
   */
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
  /** Text of a help tooltip opened from an info button after the label. */
  help?: ReactNode;
  /** Accessible name of the help button; defaults to 'More info about {label}'. */
  helpLabel?: string;
  /** Shown when `selectedKey` is not a string or number. */
  invalidValueMessage?: string;
  isDisabled?: boolean;
  autoFocus?: boolean;
  name?: string;
  onBlur?: (event: FocusEvent<Element>) => void;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
}

/** Undefined stays undefined (uncontrolled); anything unusable becomes no selection, flagged invalid. */
function toSafeKey(value: unknown): { key: string | null | undefined; invalid: boolean } {
  if (value === undefined) return { key: undefined, invalid: false };
  const checked = checkSelectValue(value);
  if (checked.kind === 'key') return { key: checked.key, invalid: false };
  return { key: null, invalid: checked.kind === 'invalid' };
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
  help,
  helpLabel,
  invalidValueMessage = INVALID_SELECT_VALUE_MESSAGE,
  ...rest
}: SelectProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  const value = toSafeKey(selectedKey);
  const defaultValue = toSafeKey(defaultSelectedKey);
  const valueIsUnusable = value.invalid || defaultValue.invalid;
  const invalid = isInvalid || valueIsUnusable;
  return (
    <SelectRoot
      {...rest}
      value={value.key}
      defaultValue={defaultValue.key}
      onChange={onSelectionChange ? (value: Key | Key[] | null) => onSelectionChange(toId(value)) : undefined}
      placeholder={placeholder}
      isInvalid={invalid}
      isRequired={isRequired}
      disabledKeys={disabledKeys}
      validationBehavior="aria"
    >
      <FieldLabel label={label} isRequired={isRequired} help={help} helpLabel={helpLabel} />
      <SelectTrigger>
        <SelectValueText />
        <Icon name="chevronDown" />
      </SelectTrigger>
      <FieldMessage description={description} errorMessage={valueIsUnusable ? invalidValueMessage : errorMessage} isInvalid={invalid} />
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
