import type { FocusEvent, ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Icon } from '../Icon';
import { FieldLabel, FieldMessage } from '../FieldLabel';
import { checkSelectValue, INVALID_SELECT_VALUE_MESSAGE } from '../shared/selectValue';
import { SelectListBox, SelectOption, SelectOptionLabel, SelectPopover } from '../shared/select.styles';
import { ComboBoxButton, ComboBoxEmpty, ComboBoxGroup, ComboBoxInput, ComboBoxRoot } from './ComboBox.styles';
import { matchesLabel } from './comboBoxFilter';

export interface ComboBoxItem {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface ComboBoxProps {
  label: string;
  items: readonly ComboBoxItem[];
  /** The chosen id, or null (controlled). A value that is not a string or number turns the field invalid. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string | null) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  placeholder?: string;
  /** Shown in the open list when no label contains the typed text. */
  emptyText?: string;
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
  /** Shown when `value` is not a string or number. */
  invalidValueMessage?: string;
  name?: string;
  autoFocus?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
}

function toSafeKey(value: unknown): { key: string | null | undefined; invalid: boolean } {
  if (value === undefined) return { key: undefined, invalid: false };
  const checked = checkSelectValue(value);
  if (checked.kind === 'key') return { key: checked.key, invalid: false };
  return { key: null, invalid: checked.kind === 'invalid' };
}

/**
 * A searchable single-select: typing filters the options by a case-insensitive substring of their
 * label; ArrowDown/ArrowUp move through them, Enter chooses, Escape closes (then clears the text).
 */
export function ComboBox({
  label,
  items,
  value,
  defaultValue,
  onChange,
  placeholder,
  emptyText = 'No results found',
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  help,
  helpLabel,
  invalidValueMessage = INVALID_SELECT_VALUE_MESSAGE,
  ...rest
}: ComboBoxProps) {
  const controlled = toSafeKey(value);
  const initial = toSafeKey(defaultValue);
  const valueIsUnusable = controlled.invalid || initial.invalid;
  const invalid = isInvalid || valueIsUnusable;
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <ComboBoxRoot
      {...rest}
      defaultItems={items}
      value={controlled.key}
      defaultValue={initial.key}
      onChange={onChange ? (key: Key | null) => onChange(key === null ? null : String(key)) : undefined}
      defaultFilter={matchesLabel}
      allowsEmptyCollection
      disabledKeys={disabledKeys}
      isInvalid={invalid}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <FieldLabel label={label} isRequired={isRequired} help={help} helpLabel={helpLabel} />
      <ComboBoxGroup isInvalid={invalid} isDisabled={rest.isDisabled}>
        <Icon name="search" />
        <ComboBoxInput placeholder={placeholder} />
        <ComboBoxButton>
          <Icon name="chevronDown" />
        </ComboBoxButton>
      </ComboBoxGroup>
      <FieldMessage description={description} errorMessage={valueIsUnusable ? invalidValueMessage : errorMessage} isInvalid={invalid} />
      <SelectPopover data-vf-overlay="" placement="bottom start" offset={4}>
        <SelectListBox renderEmptyState={() => <ComboBoxEmpty>{emptyText}</ComboBoxEmpty>}>
          {(entry) => {
            // The styled list box loses react-aria's item type; the items are the ones passed above.
            const item = entry as ComboBoxItem;
            return (
              <SelectOption id={item.id} textValue={item.label}>
                {({ isSelected }) => (
                  <>
                    <SelectOptionLabel>{item.label}</SelectOptionLabel>
                    {isSelected && <Icon name="check" />}
                  </>
                )}
              </SelectOption>
            );
          }}
        </SelectListBox>
      </SelectPopover>
    </ComboBoxRoot>
  );
}
