import { useId } from 'react';
import { LIST_OPERATOR } from '~/contract';
import type { ConditionCatalog, ConditionItem, ConditionList, ConditionOperator } from '../../../model/conditions/types';
import { BuilderRowError, BuilderRowFrame } from './ConditionBuilder.styles';
import { ConditionRowEditor } from './ConditionRowEditor';
import { conditionValueField } from './ConditionValueField';

export const OPERATORS_TITLE = 'Operator';
export const FUNCTIONS_TITLE = 'Custom Functions';
export const LISTS_TITLE = 'Allow List or Block List';

export interface ConditionBuilderRowProps {
  row: ConditionItem;
  onChange: (row: ConditionItem) => void;
  onDelete: () => void;
  catalog: ConditionCatalog;
  operators: readonly ConditionOperator[];
  lists: readonly ConditionList[];
  label: string;
  error?: string;
  isDisabled?: boolean;
}

/** A condition row with the value editors of section 4.4 and, after a refused save, why it is incomplete. */
export function ConditionBuilderRow({ row, onChange, onDelete, catalog, operators, lists, label, error, isDisabled = false }: ConditionBuilderRowProps) {
  const errorId = useId();
  const change = (next: ConditionItem) => {
    // A new attribute, operator or comparison starts without the previous raw input.
    const sameTarget = next.kind === row.kind && next.id === row.id && next.type === row.type && next.operator === row.operator && next.isDynamic === row.isDynamic;
    onChange(sameTarget ? next : { ...next, rawInput: undefined });
  };
  return (
    <BuilderRowFrame aria-describedby={error ? errorId : undefined}>
      <ConditionRowEditor
        value={row}
        onChange={change}
        catalog={catalog}
        operators={operators}
        lists={lists}
        listOperator={LIST_OPERATOR}
        onDelete={onDelete}
        label={label}
        isDisabled={isDisabled}
        operatorsTitle={OPERATORS_TITLE}
        functionsTitle={FUNCTIONS_TITLE}
        listsTitle={LISTS_TITLE}
        renderValue={(attribute, fieldLabel) => conditionValueField({ attribute, label: fieldLabel, row, onChange: change, isDisabled })}
      />
      {error && (
        <BuilderRowError id={errorId} role="alert">
          {error}
        </BuilderRowError>
      )}
    </BuilderRowFrame>
  );
}
