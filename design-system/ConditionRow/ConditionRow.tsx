import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { OperatorPicker, type OperatorPickerItem, type OperatorPickerListItem } from '../OperatorPicker';
import { Select, type SelectItem } from '../Select';
import { TextField } from '../TextField';
import {
  RowArgument,
  RowArgumentHeading,
  RowArgumentName,
  RowArgumentType,
  RowArguments,
  RowBody,
  RowEnd,
  RowEndControl,
  RowEndLabelSpace,
  RowField,
  RowLine,
  RowRoot,
} from './ConditionRow.styles';
import {
  addArgument,
  argumentType,
  attributesFor,
  canDeleteArgument,
  chooseOperator,
  findAttribute,
  isVariadicOperator,
  needsEntity,
  operatorLabel,
  operatorsFor,
  removeArgument,
  setArgumentKind,
  setAttribute,
  setComparisonKind,
  setEntity,
  setKind,
  updateArgument,
  valueEditorFor,
  type ConditionAttribute,
  type ConditionCatalog,
  type ConditionFunctionItem,
  type ConditionKind,
  type ConditionList,
  type ConditionOperator,
  type ConditionReference,
  type ConditionRowValue,
} from './conditionRow';

export interface ConditionRowLabels {
  kind: string;
  source: string;
  tag: string;
  attribute: string;
  operator: string;
  compareWith: string;
  compareSource: string;
  compareTag: string;
  compareAttribute: string;
  value: string;
  list: string;
  kindNames: Record<ConditionKind, string>;
  trueValue: string;
  falseValue: string;
  selectPlaceholder: string;
  operatorPlaceholder: string;
  valuePlaceholder: string;
  numberPlaceholder: string;
  argument: (position: number) => string;
  addMore: string;
  deleteArgument: (position: number) => string;
  deleteRow: string;
}

export const defaultConditionRowLabels: ConditionRowLabels = {
  kind: 'Kind',
  source: 'Service',
  tag: 'Tag',
  attribute: 'Attribute',
  operator: 'Operator',
  compareWith: 'Compare with',
  compareSource: 'Compare service',
  compareTag: 'Compare tag',
  compareAttribute: 'Compare attribute',
  value: 'Value',
  list: 'List',
  kindNames: { input: 'Input', source: 'Service', tag: 'Tag', static: 'Static value' },
  trueValue: 'True',
  falseValue: 'False',
  selectPlaceholder: 'Select',
  operatorPlaceholder: 'Select operator',
  valuePlaceholder: 'Enter value',
  numberPlaceholder: 'eg: 50.00',
  argument: (position) => `Argument ${position}`,
  addMore: 'Add More',
  deleteArgument: (position) => `Delete argument ${position}`,
  deleteRow: 'Delete condition',
};

export interface ConditionRowProps {
  /** The row (controlled). */
  value: ConditionRowValue;
  onChange: (next: ConditionRowValue) => void;
  /** The attributes the row can reference: start inputs, service outputs, tag statuses. */
  catalog: ConditionCatalog;
  /** The server's operator list, relational and functional. */
  operators: readonly ConditionOperator[];
  /** Block and allow lists offered by the list operator. */
  lists?: readonly ConditionList[];
  /** The name of the operator that looks a value up in a block or allow list (offered as the lists); none when not given. */
  listOperator?: string;
  /** Shows the row's delete button. */
  onDelete?: () => void;
  /** Hides the delete button while false (the parent's rule); true by default. */
  canDelete?: boolean;
  /** Accessible name of the row. */
  label?: string;
  labels?: Partial<ConditionRowLabels>;
  /** Read-only, e.g. in a template. */
  isDisabled?: boolean;
  /** Operator picker section titles. */
  operatorsTitle?: string;
  functionsTitle?: string;
  listsTitle?: string;
  /**
   * Draws the static comparison value for an attribute instead of the built-in field (e.g. a tag
   * entry, a date picker or a raw-input box); return null to keep the built-in field.
   */
  renderValue?: (attribute: ConditionAttribute, fieldLabel: string) => ReactNode | null;
}

const ROW_KINDS: readonly ConditionKind[] = ['input', 'source', 'tag'];
const ARGUMENT_KINDS: readonly ConditionKind[] = ['static', 'input', 'source', 'tag'];

const toItems = (list: readonly { id: string; label: string }[]): SelectItem[] => list.map(({ id, label }) => ({ id, label }));
const displayValue = (value: string) => value.replace(/_/g, ' ');

interface ValueFieldProps {
  label: string;
  dataType: string | undefined;
  allowedValues?: readonly string[];
  value: string;
  onChange: (value: string) => void;
  isDisabled: boolean;
  labels: ConditionRowLabels;
}

/** The static value editor chosen by the attribute's type. */
function ConditionRowValueField({ label, dataType, allowedValues, value, onChange, isDisabled, labels }: ValueFieldProps) {
  const editor = valueEditorFor(dataType, allowedValues);
  if (editor === 'select' || editor === 'boolean') {
    const items =
      editor === 'boolean'
        ? [
            { id: 'true', label: labels.trueValue },
            { id: 'false', label: labels.falseValue },
          ]
        : (allowedValues ?? []).map((allowed) => ({ id: allowed, label: displayValue(allowed) }));
    return (
      <Select
        label={label}
        items={items}
        selectedKey={value === '' ? null : value}
        onSelectionChange={(id) => onChange(id ?? '')}
        placeholder={labels.selectPlaceholder}
        isDisabled={isDisabled}
      />
    );
  }
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      placeholder={editor === 'number' ? labels.numberPlaceholder : labels.valuePlaceholder}
      inputMode={editor === 'number' ? 'decimal' : undefined}
      isDisabled={isDisabled}
    />
  );
}

interface ReferenceFieldsProps {
  reference: ConditionReference;
  catalog: ConditionCatalog;
  onEntity: (id: string) => void;
  onAttribute: (key: string) => void;
  entityLabel: (kind: 'source' | 'tag') => string;
  attributeLabel: string;
  isDisabled: boolean;
  labels: ConditionRowLabels;
}

/** The service or tag (when the kind names one) and the attribute of a reference. */
function ConditionRowReferenceFields({ reference, catalog, onEntity, onAttribute, entityLabel, attributeLabel, isDisabled, labels }: ReferenceFieldsProps) {
  const { kind } = reference;
  const attributes = attributesFor(catalog, kind, reference.id);
  const entityChosen = !needsEntity(kind) || reference.id !== null;
  return (
    <>
      {needsEntity(kind) && (
        <RowField $size="field">
          <Select
            label={entityLabel(kind)}
            items={toItems(catalog[kind])}
            selectedKey={reference.id}
            onSelectionChange={(id) => id && onEntity(id)}
            placeholder={labels.selectPlaceholder}
            isDisabled={isDisabled}
          />
        </RowField>
      )}
      <RowField $size="field">
        <Select
          label={attributeLabel}
          items={attributes.map((attribute) => ({ id: attribute.key, label: attribute.label }))}
          selectedKey={reference.type}
          onSelectionChange={(key) => key && onAttribute(key)}
          placeholder={labels.selectPlaceholder}
          isDisabled={isDisabled || kind === null || !entityChosen}
        />
      </RowField>
    </>
  );
}

/**
 * One condition (document 2, section 4.4): kind, then the service or tag, then the attribute, then
 * the operator, then a static value or another attribute. Function operators list their
 * arguments under the row; the first is the row's attribute and cannot be changed there.
 */
export function ConditionRow({
  value: row,
  onChange,
  catalog,
  operators,
  lists = [],
  listOperator,
  onDelete,
  canDelete = true,
  label,
  labels: labelOverrides,
  isDisabled = false,
  operatorsTitle,
  functionsTitle,
  listsTitle,
  renderValue,
}: ConditionRowProps) {
  const labels = { ...defaultConditionRowLabels, ...labelOverrides };
  const entityLabel = (kind: 'source' | 'tag') => (kind === 'source' ? labels.source : labels.tag);
  const compareEntityLabel = (kind: 'source' | 'tag') => (kind === 'source' ? labels.compareSource : labels.compareTag);

  const attribute = findAttribute(catalog, row);
  const supported = operatorsFor(operators, attribute?.dataType);
  const listChoice = listOperator === undefined ? undefined : supported.find((operator) => operator.name === listOperator);
  const relational: OperatorPickerItem[] = supported
    .filter((operator) => operator.type === 'relational')
    .map((operator) => ({ id: operator.name, label: operator.label, symbol: operator.symbol }));
  const functions: OperatorPickerItem[] = supported
    .filter((operator) => operator.type === 'functional' && operator.name !== listOperator)
    .map((operator) => ({ id: operator.name, label: operator.label, description: operator.description }));
  const pickerLists: OperatorPickerListItem[] = listChoice ? lists.map(({ id, label: name, type }) => ({ id, label: name, type })) : [];

  const functionOperator = row.isFunctionOperator ? operators.find((operator) => operator.name === row.functionOperator) : undefined;
  const isListOperator = row.isFunctionOperator && listOperator !== undefined && row.functionOperator === listOperator;
  const comparisonKind: ConditionKind = row.isDynamic && row.dynamicItem.kind ? row.dynamicItem.kind : 'static';

  const renderArgument = (item: ConditionFunctionItem, index: number) => {
    const position = index + 1;
    const locked = index === 0;
    const type = argumentType(functionOperator, index);
    const setItem = (next: ConditionFunctionItem) => onChange(updateArgument(row, index, next));
    return (
      <RowArgument key={index} role="group" aria-label={labels.argument(position)}>
        <RowArgumentHeading>
          <RowArgumentName>{labels.argument(position)}</RowArgumentName>
          {type && <RowArgumentType>{type}</RowArgumentType>}
        </RowArgumentHeading>
        {isListOperator && index === 1 ? (
          <RowField $size="field">
            <Select
              label={labels.list}
              items={toItems(lists)}
              selectedKey={item.value === '' ? null : item.value}
              onSelectionChange={(id) => id && setItem({ ...item, kind: 'static', value: id })}
              placeholder={labels.selectPlaceholder}
              isDisabled={isDisabled}
            />
          </RowField>
        ) : (
          <>
            <RowField $size="kind">
              <Select
                label={labels.kind}
                items={(locked ? ROW_KINDS : ARGUMENT_KINDS).map((kind) => ({ id: kind, label: labels.kindNames[kind] }))}
                selectedKey={item.kind}
                onSelectionChange={(kind) => kind && setItem(setArgumentKind(item, kind as ConditionKind))}
                placeholder={labels.selectPlaceholder}
                isDisabled={isDisabled || locked}
              />
            </RowField>
            {item.kind === 'static' ? (
              <RowField $size="field">
                <ConditionRowValueField
                  label={labels.value}
                  dataType={type}
                  value={item.value}
                  onChange={(value) => setItem({ ...item, value })}
                  isDisabled={isDisabled}
                  labels={labels}
                />
              </RowField>
            ) : (
              item.kind !== null && (
                <ConditionRowReferenceFields
                  reference={item}
                  catalog={catalog}
                  onEntity={(id) => setItem({ ...item, id, type: null })}
                  onAttribute={(key) => setItem({ ...item, type: key })}
                  entityLabel={entityLabel}
                  attributeLabel={labels.attribute}
                  isDisabled={isDisabled || locked}
                  labels={labels}
                />
              )
            )}
          </>
        )}
        {canDeleteArgument(functionOperator, row.functionItems.length, index) && !isDisabled ? (
          <IconButton icon="trash" label={labels.deleteArgument(position)} onPress={() => onChange(removeArgument(row, index))} />
        ) : null}
      </RowArgument>
    );
  };

  return (
    <RowRoot role="group" aria-label={label}>
      <RowBody>
        <RowLine>
          <RowField $size="kind">
            <Select
              label={labels.kind}
              items={ROW_KINDS.map((kind) => ({ id: kind, label: labels.kindNames[kind] }))}
              selectedKey={row.kind}
              onSelectionChange={(kind) => kind && onChange(setKind(row, kind as ConditionKind))}
              placeholder={labels.selectPlaceholder}
              isDisabled={isDisabled}
            />
          </RowField>
          <ConditionRowReferenceFields
            reference={row}
            catalog={catalog}
            onEntity={(id) => onChange(setEntity(row, id))}
            onAttribute={(key) => onChange(setAttribute(row, key, catalog, operators))}
            entityLabel={entityLabel}
            attributeLabel={labels.attribute}
            isDisabled={isDisabled}
            labels={labels}
          />
          <RowField $size="field">
            <OperatorPicker
              label={labels.operator}
              selectedLabel={attribute ? operatorLabel(row, operators) : null}
              placeholder={labels.operatorPlaceholder}
              operators={relational}
              functions={functions}
              lists={pickerLists}
              onSelect={(choice) => onChange(chooseOperator(row, choice, operators, listOperator ?? null))}
              isDisabled={isDisabled || attribute === undefined}
              operatorsTitle={operatorsTitle}
              functionsTitle={functionsTitle}
              listsTitle={listsTitle}
            />
          </RowField>
          {!row.isFunctionOperator && (
            <>
              <RowField $size="kind">
                <Select
                  label={labels.compareWith}
                  items={ARGUMENT_KINDS.map((kind) => ({ id: kind, label: labels.kindNames[kind] }))}
                  selectedKey={comparisonKind}
                  onSelectionChange={(kind) => kind && onChange(setComparisonKind(row, kind as ConditionKind))}
                  isDisabled={isDisabled || attribute === undefined}
                />
              </RowField>
              {row.isDynamic ? (
                <ConditionRowReferenceFields
                  reference={row.dynamicItem}
                  catalog={catalog}
                  onEntity={(id) => onChange({ ...row, dynamicItem: { ...row.dynamicItem, id, type: null } })}
                  onAttribute={(key) => onChange({ ...row, dynamicItem: { ...row.dynamicItem, type: key } })}
                  entityLabel={compareEntityLabel}
                  attributeLabel={labels.compareAttribute}
                  isDisabled={isDisabled}
                  labels={labels}
                />
              ) : (
                <RowField $size="field">
                  {(attribute && renderValue?.(attribute, labels.value)) || (
                    <ConditionRowValueField
                      label={labels.value}
                      dataType={attribute?.dataType}
                      allowedValues={attribute?.allowedValues}
                      value={row.value}
                      onChange={(value) => onChange({ ...row, value })}
                      isDisabled={isDisabled || attribute === undefined}
                      labels={labels}
                    />
                  )}
                </RowField>
              )}
            </>
          )}
        </RowLine>
        {row.isFunctionOperator && (
          <RowArguments>
            {row.functionItems.map(renderArgument)}
            {isVariadicOperator(functionOperator) && !isDisabled && (
              <Button variant="ghost" size="sm" iconStart={<Icon name="plus" size="sm" />} onPress={() => onChange(addArgument(row))}>
                {labels.addMore}
              </Button>
            )}
          </RowArguments>
        )}
      </RowBody>
      {onDelete && canDelete && !isDisabled && (
        <RowEnd>
          <RowEndLabelSpace aria-hidden="true">{'\u00a0'}</RowEndLabelSpace>
          <RowEndControl>
            <IconButton icon="trash" label={labels.deleteRow} onPress={onDelete} />
          </RowEndControl>
        </RowEnd>
      )}
    </RowRoot>
  );
}
