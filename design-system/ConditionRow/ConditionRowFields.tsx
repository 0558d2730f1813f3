import { IconButton } from '../IconButton';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { RowArgument, RowArgumentHeading, RowArgumentName, RowArgumentType, RowField } from './ConditionRow.styles';
import type { ConditionRowArgument, ConditionRowKind, ConditionRowLabels, ConditionRowReference, ConditionRowValueField } from './ConditionRow.types';

const kindItems = (kinds: readonly ConditionRowKind[], labels: ConditionRowLabels) => kinds.map((kind) => ({ id: kind, label: labels.kindNames[kind] }));

interface ValueFieldProps {
  label: string;
  field: ConditionRowValueField;
  onChange: (value: string) => void;
  isDisabled: boolean;
  labels: ConditionRowLabels;
}

/** A typed value: a choice of options, True or False, a number or free text. */
export function ConditionRowValueInput({ label, field, onChange, isDisabled, labels }: ValueFieldProps) {
  const disabled = isDisabled || field.isDisabled === true;
  if (field.editor === 'select' || field.editor === 'boolean') {
    const items =
      field.editor === 'boolean'
        ? [
            { id: 'true', label: labels.trueValue },
            { id: 'false', label: labels.falseValue },
          ]
        : (field.options ?? []);
    return (
      <Select
        label={label}
        items={items}
        selectedKey={field.value === '' ? null : field.value}
        onSelectionChange={(id) => onChange(id ?? '')}
        placeholder={labels.selectPlaceholder}
        isDisabled={disabled}
      />
    );
  }
  // A number field refuses anything else, with a message (an empty field is simply incomplete).
  const notANumber = field.editor === 'number' && field.value.trim() !== '' && !Number.isFinite(Number(field.value));
  return (
    <TextField
      label={label}
      value={field.value}
      onChange={onChange}
      isInvalid={notANumber}
      errorMessage={notANumber ? labels.numberInvalid : undefined}
      placeholder={field.editor === 'number' ? labels.numberPlaceholder : labels.valuePlaceholder}
      inputMode={field.editor === 'number' ? 'decimal' : undefined}
      isDisabled={disabled}
    />
  );
}

interface ReferenceFieldsProps {
  reference: ConditionRowReference;
  onEntityChange: (id: string) => void;
  onAttributeChange: (key: string) => void;
  /** The label of the service or tag select. */
  entityLabel: string;
  attributeLabel: string;
  isDisabled: boolean;
  labels: ConditionRowLabels;
}

/** The service or tag (when options for it are given) and the attribute of a reference. */
export function ConditionRowReferenceFields({ reference, onEntityChange, onAttributeChange, entityLabel, attributeLabel, isDisabled, labels }: ReferenceFieldsProps) {
  const disabled = isDisabled || reference.isDisabled === true;
  return (
    <>
      {reference.entities && (
        <RowField $size="field">
          <Select
            label={entityLabel}
            items={reference.entities}
            selectedKey={reference.entity ?? null}
            onSelectionChange={(id) => id && onEntityChange(id)}
            placeholder={labels.selectPlaceholder}
            isDisabled={disabled}
          />
        </RowField>
      )}
      <RowField $size="field">
        <Select
          label={attributeLabel}
          items={reference.attributes}
          selectedKey={reference.attribute}
          onSelectionChange={(key) => key && onAttributeChange(key)}
          placeholder={labels.selectPlaceholder}
          isDisabled={disabled || reference.isAttributeDisabled === true}
        />
      </RowField>
    </>
  );
}

export interface ConditionRowArgumentCallbacks {
  onKindChange: (index: number, kind: ConditionRowKind) => void;
  onEntityChange: (index: number, id: string) => void;
  onAttributeChange: (index: number, key: string) => void;
  onValueChange: (index: number, value: string) => void;
  onListChange: (index: number, id: string) => void;
  onDelete?: (index: number) => void;
}

interface ArgumentProps extends ConditionRowArgumentCallbacks {
  argument: ConditionRowArgument;
  index: number;
  entityLabel: (kind: ConditionRowKind | null) => string;
  isDisabled: boolean;
  labels: ConditionRowLabels;
}

/** One argument of a function operator: its name and type, then a list, a typed value or an attribute. */
export function ConditionRowArgumentFields({ argument, index, entityLabel, isDisabled, labels, ...on }: ArgumentProps) {
  const position = index + 1;
  const { list, reference, value } = argument;
  return (
    <RowArgument role="group" aria-label={labels.argument(position)}>
      <RowArgumentHeading>
        <RowArgumentName>{labels.argument(position)}</RowArgumentName>
        {argument.type && <RowArgumentType>{argument.type}</RowArgumentType>}
      </RowArgumentHeading>
      {list ? (
        <RowField $size="field">
          <Select
            label={labels.list}
            items={list.options}
            selectedKey={list.value}
            onSelectionChange={(id) => id && on.onListChange(index, id)}
            placeholder={labels.selectPlaceholder}
            isDisabled={isDisabled}
          />
        </RowField>
      ) : (
        <>
          <RowField $size="kind">
            <Select
              label={labels.kind}
              items={kindItems(argument.kinds, labels)}
              selectedKey={argument.kind}
              onSelectionChange={(kind) => kind && on.onKindChange(index, kind as ConditionRowKind)}
              placeholder={labels.selectPlaceholder}
              isDisabled={isDisabled || argument.isKindDisabled === true}
            />
          </RowField>
          {value && (
            <RowField $size="field">
              <ConditionRowValueInput label={labels.value} field={value} onChange={(next) => on.onValueChange(index, next)} isDisabled={isDisabled} labels={labels} />
            </RowField>
          )}
          {reference && (
            <ConditionRowReferenceFields
              reference={reference}
              onEntityChange={(id) => on.onEntityChange(index, id)}
              onAttributeChange={(key) => on.onAttributeChange(index, key)}
              entityLabel={entityLabel(reference.kind)}
              attributeLabel={labels.attribute}
              isDisabled={isDisabled}
              labels={labels}
            />
          )}
        </>
      )}
      {argument.canDelete && on.onDelete && !isDisabled ? (
        <IconButton icon="trash" label={labels.deleteArgument(position)} onPress={() => on.onDelete?.(index)} />
      ) : null}
    </RowArgument>
  );
}

export { kindItems };
