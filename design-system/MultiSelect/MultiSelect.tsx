import type { FocusEvent, ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Check } from 'lucide-react';
import { Icon } from '../Icon';
import { FieldLabel, FieldMessage } from '../FieldLabel';
import { INVALID_SELECT_VALUE_MESSAGE } from '../shared/selectValue';
import { SelectListBox, SelectOptionLabel, SelectPopover, SelectTrigger, SelectValueText } from '../shared/select.styles';
import { MultiSelectCheck, MultiSelectOption, MultiSelectRoot } from './MultiSelect.styles';
import { summarizeSelection } from './multiSelectSummary';

export interface MultiSelectItem {
  id: string;
  label: string;
  /** Shown, announced as unavailable and skipped by the arrow keys; not needed for 'All'. */
  isDisabled?: boolean;
}

export interface MultiSelectProps {
  label: string;
  items: readonly MultiSelectItem[];
  /** The chosen ids (controlled). A value that is not an array of ids turns the field invalid. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (ids: string[]) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  placeholder?: string;
  /** Trigger text when every option that can be chosen is chosen. */
  allLabel?: string;
  /** Up to this many chosen options are listed by label; more are counted. */
  maxListed?: number;
  /** Trigger text when more than `maxListed` are chosen. */
  countLabel?: (count: number) => string;
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
  /** Shown when `value` is not an array of ids. */
  invalidValueMessage?: string;
  name?: string;
  autoFocus?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
}

/** Undefined stays undefined (uncontrolled); anything but an array of strings or numbers becomes none, flagged. */
function toSafeKeys(value: unknown): { keys: string[] | undefined; invalid: boolean } {
  if (value === undefined) return { keys: undefined, invalid: false };
  if (value === null) return { keys: [], invalid: false };
  if (!Array.isArray(value) || !value.every((key) => typeof key === 'string' || typeof key === 'number')) {
    return { keys: [], invalid: true };
  }
  return { keys: value.map(String), invalid: false };
}

const asList = (value: Key | readonly Key[] | null): string[] =>
  value === null ? [] : Array.isArray(value) ? value.map(String) : [String(value)];

/**
 * A dropdown whose options are ticked on and off (Space or Enter; the list stays open until Escape,
 * Tab or a click outside). The trigger says `allLabel` when everything is chosen, the labels of a few,
 * or a count.
 */
export function MultiSelect({
  label,
  items,
  value,
  defaultValue,
  onChange,
  placeholder,
  allLabel = 'All',
  maxListed = 2,
  countLabel = (count) => `${count} selected`,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  help,
  helpLabel,
  invalidValueMessage = INVALID_SELECT_VALUE_MESSAGE,
  ...rest
}: MultiSelectProps) {
  const controlled = toSafeKeys(value);
  const initial = toSafeKeys(defaultValue);
  const valueIsUnusable = controlled.invalid || initial.invalid;
  const invalid = isInvalid || valueIsUnusable;
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <MultiSelectRoot
      {...rest}
      selectionMode="multiple"
      value={controlled.keys}
      defaultValue={initial.keys}
      onChange={onChange ? (keys: Key[]) => onChange(keys.map(String)) : undefined}
      placeholder={placeholder}
      isInvalid={invalid}
      isRequired={isRequired}
      disabledKeys={disabledKeys}
      validationBehavior="aria"
    >
      <FieldLabel label={label} isRequired={isRequired} help={help} helpLabel={helpLabel} />
      <SelectTrigger>
        <SelectValueText>
          {({ state, isPlaceholder }) =>
            (isPlaceholder ? null : summarizeSelection(asList(state.value), items, { allLabel, maxListed, countLabel })) ?? placeholder ?? ''
          }
        </SelectValueText>
        <Icon name="chevronDown" />
      </SelectTrigger>
      <FieldMessage description={description} errorMessage={valueIsUnusable ? invalidValueMessage : errorMessage} isInvalid={invalid} />
      <SelectPopover data-vf-overlay="" placement="bottom start" offset={4}>
        <SelectListBox>
          {items.map((item) => (
            <MultiSelectOption key={item.id} id={item.id} textValue={item.label}>
              {({ isSelected }) => (
                <>
                  <MultiSelectCheck aria-hidden>{isSelected && <Check strokeWidth={3} />}</MultiSelectCheck>
                  <SelectOptionLabel>{item.label}</SelectOptionLabel>
                </>
              )}
            </MultiSelectOption>
          ))}
        </SelectListBox>
      </SelectPopover>
    </MultiSelectRoot>
  );
}
