import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { TextField } from '../TextField';
import { IST_TIME_ZONE } from '../DateTime';
import { INVALID_DATE_RANGE_MESSAGE, calendarDayIn, formatDayMonthYear, parseTypedRange, type DateRange, type DateRangeValue } from './dateRange';
import { InputsActions, InputsError, InputsFields, InputsForm } from './DateRangePicker.styles';

export interface DateRangePickerInputsProps {
  /** The range the fields start with, shown as dd/mm/yyyy in the zone. */
  initialValue?: DateRange | null;
  /** Called with the range (start 00:00:00, end 23:59:59 in the zone) when Apply finds it valid. */
  onApply: (value: DateRangeValue) => void;
  onCancel?: () => void;
  startLabel?: string;
  endLabel?: string;
  placeholder?: string;
  applyLabel?: string;
  cancelLabel?: string;
  /** Shown when a date is not dd/mm/yyyy or not real, or the start is after the end. */
  errorMessage?: string;
  timeZone?: string;
  /** Moves the focus into the start field when the fields appear (as in the typed picker's popover). */
  focusStartOnMount?: boolean;
}

/** Start and end typed as dd/mm/yyyy, with Cancel and Apply (Enter in a field applies too). */
export function DateRangePickerInputs({
  initialValue,
  onApply,
  onCancel,
  startLabel = 'Start date',
  endLabel = 'End date',
  placeholder = 'dd/mm/yyyy',
  applyLabel = 'Apply',
  cancelLabel = 'Cancel',
  errorMessage = INVALID_DATE_RANGE_MESSAGE,
  timeZone = IST_TIME_ZONE,
  focusStartOnMount = false,
}: DateRangePickerInputsProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusStartOnMount) formRef.current?.querySelector('input')?.focus();
  }, [focusStartOnMount]);
  const [start, setStart] = useState(() => (initialValue ? formatDayMonthYear(calendarDayIn(initialValue.start, timeZone)) : ''));
  const [end, setEnd] = useState(() => (initialValue ? formatDayMonthYear(calendarDayIn(initialValue.end, timeZone)) : ''));
  const [error, setError] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result = parseTypedRange(start, end, { timeZone, errorMessage });
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    onApply(result.value);
  };

  const edit = (setter: (text: string) => void) => (text: string) => {
    setter(text);
    setError(null);
  };

  return (
    <InputsForm ref={formRef} onSubmit={apply} noValidate>
      <InputsFields>
        <TextField
          label={startLabel}
          value={start}
          onChange={edit(setStart)}
          placeholder={placeholder}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          isInvalid={error !== null}
        />
        <TextField
          label={endLabel}
          value={end}
          onChange={edit(setEnd)}
          placeholder={placeholder}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          isInvalid={error !== null}
        />
      </InputsFields>
      {error !== null && (
        <InputsError role="alert">
          <Icon name="error" size="sm" />
          {error}
        </InputsError>
      )}
      <InputsActions>
        {onCancel && (
          <Button variant="secondary" size="sm" onPress={onCancel}>
            {cancelLabel}
          </Button>
        )}
        <Button type="submit" size="sm">
          {applyLabel}
        </Button>
      </InputsActions>
    </InputsForm>
  );
}
