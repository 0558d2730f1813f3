import type { ReactNode } from 'react';
import type { OperatorPickerItem, OperatorPickerListItem } from '../OperatorPicker';

/** Where a value comes from, as the kind selects name it: start input, a service, a tag, or a typed value. */
export type ConditionRowKind = 'input' | 'source' | 'tag' | 'static';

export interface ConditionRowOption {
  id: string;
  label: string;
}

/** An attribute reference: the service or tag (a select shown only when `entities` is given), then the attribute. */
export interface ConditionRowReference {
  /** The reference's kind; it chooses the entity select's label (service or tag). */
  kind: ConditionRowKind | null;
  entities?: readonly ConditionRowOption[];
  entity?: string | null;
  attributes: readonly ConditionRowOption[];
  attribute: string | null;
  isAttributeDisabled?: boolean;
  /** Read-only reference, e.g. a function's first argument, which is the row's own attribute. */
  isDisabled?: boolean;
}

/** A typed value: one of `options`, True or False, a number, or free text. */
export interface ConditionRowValueField {
  editor: 'select' | 'boolean' | 'number' | 'text';
  options?: readonly ConditionRowOption[];
  value: string;
  isDisabled?: boolean;
}

/** What a relational operator compares the attribute with: a typed value or another attribute. */
export interface ConditionRowComparison {
  kind: ConditionRowKind;
  kinds: readonly ConditionRowKind[];
  isDisabled?: boolean;
  /** A comparison with another attribute. */
  reference?: ConditionRowReference;
  /** A comparison with a typed value. */
  value?: ConditionRowValueField;
  /** Draws the typed value instead of the built-in field (a date picker, a tag entry ...). */
  valueSlot?: ReactNode;
}

/** One argument of a function operator. */
export interface ConditionRowArgument {
  /** The declared type shown beside the argument's name. */
  type?: string;
  kind: ConditionRowKind | null;
  kinds: readonly ConditionRowKind[];
  isKindDisabled?: boolean;
  /** A block or allow list select, shown instead of the kind and value. */
  list?: { options: readonly ConditionRowOption[]; value: string | null };
  reference?: ConditionRowReference;
  value?: ConditionRowValueField;
  /** Shows the argument's delete button (with `onDeleteArgument`). */
  canDelete?: boolean;
}

/** What the operator picker offers and shows. */
export interface ConditionRowOperator {
  /** The chosen operator's label; null shows the placeholder. */
  selectedLabel: string | null;
  operators: readonly OperatorPickerItem[];
  functions?: readonly OperatorPickerItem[];
  lists?: readonly OperatorPickerListItem[];
  isDisabled?: boolean;
}

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
  kindNames: Record<ConditionRowKind, string>;
  trueValue: string;
  falseValue: string;
  selectPlaceholder: string;
  operatorPlaceholder: string;
  valuePlaceholder: string;
  numberPlaceholder: string;
  /** Under a number field holding something that is not a number. */
  numberInvalid: string;
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
  numberInvalid: 'Enter a number',
  argument: (position) => `Argument ${position}`,
  addMore: 'Add More',
  deleteArgument: (position) => `Delete argument ${position}`,
  deleteRow: 'Delete condition',
};
