import { DatePicker, TagInput, TextField } from '~/design-system';
import { RAW_INPUT_FORMATS, DATE_FORMAT } from '../../../model/conditions/attributes';
import type { ConditionAttribute, ConditionItem } from '../../../model/conditions/types';
import { dayOfEpochSeconds, epochSecondsOfDay } from '../../../model/panels';

export const RAW_INPUT_LABEL = 'Raw input';
export const RAW_INPUT_PLACEHOLDER = 'eg: ["IN", "US"]';
export const TAGS_PLACEHOLDER = 'Type a value, then Enter or a comma';

interface ConditionValueFieldProps {
  attribute: ConditionAttribute;
  label: string;
  row: ConditionItem;
  onChange: (row: ConditionItem) => void;
  isDisabled?: boolean;
}

const entriesOf = (value: string) => value.split(',').filter((entry) => entry.trim() !== '');

/**
 * The static value of a row by its attribute (document 2, section 4.4): a date picker storing epoch
 * seconds for DATE, a raw-input box for JSON and LIST, a tag entry for STRING without allowed
 * values. Null leaves the row's own field: a select for allowed values, True/False for BOOLEAN, the
 * numeric field ('eg: 50.00') for NUMBER and free text for INTERFACE.
 */
export function conditionValueField({ attribute, label, row, onChange, isDisabled = false }: ConditionValueFieldProps) {
  if (attribute.format === DATE_FORMAT) {
    return (
      <DatePicker
        label={label}
        value={dayOfEpochSeconds(row.value)}
        onChange={(day) => onChange({ ...row, value: epochSecondsOfDay(day) })}
        isDisabled={isDisabled}
      />
    );
  }
  if (RAW_INPUT_FORMATS.has(attribute.format ?? '')) {
    return (
      <TextField
        label={RAW_INPUT_LABEL}
        value={row.rawInput ?? ''}
        onChange={(rawInput) => onChange({ ...row, rawInput })}
        placeholder={RAW_INPUT_PLACEHOLDER}
        isDisabled={isDisabled}
      />
    );
  }
  if (attribute.dataType === 'STRING' && !attribute.allowedValues?.length) {
    return (
      <TagInput
        label={label}
        value={entriesOf(row.value)}
        onChange={(tags) => onChange({ ...row, value: tags.join(',') })}
        placeholder={TAGS_PLACEHOLDER}
        isDisabled={isDisabled}
      />
    );
  }
  return null;
}
