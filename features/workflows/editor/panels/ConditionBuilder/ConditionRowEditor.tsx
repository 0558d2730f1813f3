import type { ReactNode } from 'react';
import {
  ConditionRow,
  defaultConditionRowLabels,
  type ConditionRowArgument,
  type ConditionRowComparison,
  type ConditionRowKind,
  type ConditionRowReference,
  type ConditionRowValueField,
} from '~/design-system';
import {
  addArgument,
  argumentType,
  attributesFor,
  canChooseAttribute,
  canDeleteArgument,
  chooseOperator,
  entitiesFor,
  findAttribute,
  isListArgument,
  isVariadicOperator,
  operatorLabel,
  operatorSections,
  removeArgument,
  ROW_KINDS,
  setArgumentKind,
  setAttribute,
  setComparisonKind,
  setEntity,
  setKind,
  updateArgument,
  VALUE_KINDS,
  valueEditorFor,
  type ConditionAttribute,
  type ConditionCatalog,
  type ConditionFunctionItem,
  type ConditionList,
  type ConditionOperator,
  type ConditionReference,
  type ConditionRowValue,
} from '../../../model/conditions/conditionRow';

export interface ConditionRowEditorProps<Row extends ConditionRowValue> {
  /** The row (controlled). */
  value: Row;
  onChange: (next: Row) => void;
  /** The attributes the row can reference: start inputs, service outputs, tag statuses. */
  catalog: ConditionCatalog;
  /** The operators as the row offers them (see builderOperators). */
  operators: readonly ConditionOperator[];
  /** Block and allow lists offered through the list operator. */
  lists?: readonly ConditionList[];
  /** The operator that looks a value up in a block or allow list; none when not given. */
  listOperator?: string;
  onDelete?: () => void;
  label?: string;
  isDisabled?: boolean;
  operatorsTitle?: string;
  functionsTitle?: string;
  listsTitle?: string;
  /** Draws the static comparison value for an attribute; null keeps the row's own field. */
  renderValue?: (attribute: ConditionAttribute, fieldLabel: string) => ReactNode | null;
}

const options = (list: readonly { id: string; label: string }[]) => list.map(({ id, label }) => ({ id, label }));
const displayValue = (value: string) => value.replace(/_/g, ' ');

/** The reference fields of a row's attribute, its comparison attribute or an argument. */
function referenceView(catalog: ConditionCatalog, ref: ConditionReference, isDisabled = false): ConditionRowReference {
  const entities = entitiesFor(catalog, ref.kind);
  return {
    kind: ref.kind,
    entities: entities && options(entities),
    entity: ref.id,
    attributes: attributesFor(catalog, ref.kind, ref.id).map(({ key, label }) => ({ id: key, label })),
    attribute: ref.type,
    isAttributeDisabled: !canChooseAttribute(ref),
    isDisabled,
  };
}

/** The value editor by type (document 2, section 4.4). */
function valueView(value: string, dataType: string | undefined, allowedValues?: readonly string[], isDisabled = false): ConditionRowValueField {
  const editor = valueEditorFor(dataType, allowedValues);
  return { editor, options: editor === 'select' ? (allowedValues ?? []).map((allowed) => ({ id: allowed, label: displayValue(allowed) })) : undefined, value, isDisabled };
}

/**
 * A condition row with its rules (document 2, section 4.4): the design system's ConditionRow drawn
 * from the row value, with each change applied by the row's state machine (model/conditions/conditionRow).
 */
export function ConditionRowEditor<Row extends ConditionRowValue>({
  value: row,
  onChange: change,
  catalog,
  operators,
  lists = [],
  listOperator,
  onDelete,
  label,
  isDisabled = false,
  operatorsTitle,
  functionsTitle,
  listsTitle,
  renderValue,
}: ConditionRowEditorProps<Row>) {
  const onChange = (next: ConditionRowValue) => change(next as Row);
  const listName = listOperator ?? null;
  const attribute = findAttribute(catalog, row);
  const sections = operatorSections(operators, attribute?.dataType, listName);
  const functionOperator = row.isFunctionOperator ? operators.find((operator) => operator.name === row.functionOperator) : undefined;

  const comparison = (): ConditionRowComparison => {
    const kind = row.isDynamic && row.dynamicItem.kind ? row.dynamicItem.kind : 'static';
    if (row.isDynamic) return { kind, kinds: VALUE_KINDS, isDisabled: attribute === undefined, reference: referenceView(catalog, row.dynamicItem) };
    return {
      kind,
      kinds: VALUE_KINDS,
      isDisabled: attribute === undefined,
      valueSlot: (attribute && renderValue?.(attribute, defaultConditionRowLabels.value)) || undefined,
      value: valueView(row.value, attribute?.dataType, attribute?.allowedValues, attribute === undefined),
    };
  };

  const argumentView = (item: ConditionFunctionItem, index: number): ConditionRowArgument => {
    const locked = index === 0;
    const type = argumentType(functionOperator, index);
    const view: ConditionRowArgument = {
      type,
      kind: item.kind,
      kinds: locked ? ROW_KINDS : VALUE_KINDS,
      isKindDisabled: locked,
      canDelete: canDeleteArgument(functionOperator, row.functionItems.length, index),
    };
    if (isListArgument(row, listName, index)) return { ...view, list: { options: options(lists), value: item.value === '' ? null : item.value } };
    if (item.kind === 'static') return { ...view, value: valueView(item.value, type) };
    if (item.kind !== null) return { ...view, reference: referenceView(catalog, item, locked) };
    return view;
  };

  const editArgument = (index: number, edit: (item: ConditionFunctionItem) => ConditionFunctionItem) => {
    const item = row.functionItems[index];
    if (item) onChange(updateArgument(row, index, edit(item)));
  };

  return (
    <ConditionRow
      label={label}
      isDisabled={isDisabled}
      subject={referenceView(catalog, row)}
      kinds={ROW_KINDS}
      onKindChange={(kind: ConditionRowKind) => onChange(setKind(row, kind))}
      onEntityChange={(id) => onChange(setEntity(row, id))}
      onAttributeChange={(key) => onChange(setAttribute(row, key, catalog, operators))}
      operator={{
        selectedLabel: attribute ? operatorLabel(row, operators) : null,
        operators: sections.relational.map((operator) => ({ id: operator.name, label: operator.label, symbol: operator.symbol })),
        functions: sections.functions.map((operator) => ({ id: operator.name, label: operator.label, description: operator.description })),
        lists: sections.offersLists ? lists.map(({ id, label: name, type }) => ({ id, label: name, type })) : [],
        isDisabled: attribute === undefined,
      }}
      onOperatorChange={(choice) => onChange(chooseOperator(row, choice, operators, listName))}
      operatorsTitle={operatorsTitle}
      functionsTitle={functionsTitle}
      listsTitle={listsTitle}
      comparison={row.isFunctionOperator ? undefined : comparison()}
      onComparisonKindChange={(kind) => onChange(setComparisonKind(row, kind))}
      onCompareEntityChange={(id) => onChange({ ...row, dynamicItem: { ...row.dynamicItem, id, type: null } })}
      onCompareAttributeChange={(key) => onChange({ ...row, dynamicItem: { ...row.dynamicItem, type: key } })}
      onValueChange={(value) => onChange({ ...row, value })}
      arguments={row.isFunctionOperator ? row.functionItems.map(argumentView) : undefined}
      onArgumentKindChange={(index, kind) => editArgument(index, (item) => setArgumentKind(item, kind))}
      onArgumentEntityChange={(index, id) => editArgument(index, (item) => ({ ...item, id, type: null }))}
      onArgumentAttributeChange={(index, key) => editArgument(index, (item) => ({ ...item, type: key }))}
      onArgumentValueChange={(index, value) => editArgument(index, (item) => ({ ...item, value }))}
      onArgumentListChange={(index, id) => editArgument(index, (item) => ({ ...item, kind: 'static', value: id }))}
      onDeleteArgument={(index) => onChange(removeArgument(row, index))}
      onAddArgument={isVariadicOperator(functionOperator) ? () => onChange(addArgument(row)) : undefined}
      onDelete={onDelete}
    />
  );
}
