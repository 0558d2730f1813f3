import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { OperatorPicker, type OperatorPickerSelection } from '../OperatorPicker';
import { Select } from '../Select';
import { RowArguments, RowBody, RowEnd, RowEndControl, RowEndLabelSpace, RowField, RowLine, RowRoot } from './ConditionRow.styles';
import {
  defaultConditionRowLabels,
  type ConditionRowArgument,
  type ConditionRowComparison,
  type ConditionRowKind,
  type ConditionRowLabels,
  type ConditionRowOperator,
  type ConditionRowReference,
} from './ConditionRow.types';
import { ConditionRowArgumentFields, ConditionRowReferenceFields, ConditionRowValueInput, kindItems } from './ConditionRowFields';

export interface ConditionRowProps {
  /** Accessible name of the row. */
  label?: string;
  labels?: Partial<ConditionRowLabels>;
  /** Read-only, e.g. in a template: every field disabled, no add or delete buttons. */
  isDisabled?: boolean;

  /** The row's own attribute: its kind, then the service or tag, then the attribute. */
  subject: ConditionRowReference;
  /** The kinds the row's own attribute can have. */
  kinds: readonly ConditionRowKind[];
  onKindChange: (kind: ConditionRowKind) => void;
  onEntityChange: (id: string) => void;
  onAttributeChange: (key: string) => void;

  /** The operator picker's choices and the chosen operator's label. */
  operator: ConditionRowOperator;
  onOperatorChange: (selection: OperatorPickerSelection) => void;
  operatorsTitle?: string;
  functionsTitle?: string;
  listsTitle?: string;

  /** What a relational operator compares with; none while a function operator is chosen. */
  comparison?: ConditionRowComparison;
  onComparisonKindChange?: (kind: ConditionRowKind) => void;
  onCompareEntityChange?: (id: string) => void;
  onCompareAttributeChange?: (key: string) => void;
  onValueChange?: (value: string) => void;

  /** A function operator's arguments, listed under the row. */
  arguments?: readonly ConditionRowArgument[];
  onArgumentKindChange?: (index: number, kind: ConditionRowKind) => void;
  onArgumentEntityChange?: (index: number, id: string) => void;
  onArgumentAttributeChange?: (index: number, key: string) => void;
  onArgumentValueChange?: (index: number, value: string) => void;
  onArgumentListChange?: (index: number, id: string) => void;
  /** Deletes an argument whose `canDelete` is set. */
  onDeleteArgument?: (index: number) => void;
  /** Shows 'Add More' under the arguments. */
  onAddArgument?: () => void;

  /** Shows the row's delete button. */
  onDelete?: () => void;
}

const ignore = () => undefined;

/**
 * One condition (document 2, section 4.4), drawn from values, options and callbacks: kind, then
 * the service or tag, then the attribute, then the operator, then a typed value or another
 * attribute. A function operator's arguments are listed under the row. The caller owns the rules
 * (which fields show, what each choice changes).
 */
export function ConditionRow({
  label,
  labels: labelOverrides,
  isDisabled = false,
  subject,
  kinds,
  onKindChange,
  onEntityChange,
  onAttributeChange,
  operator,
  onOperatorChange,
  operatorsTitle,
  functionsTitle,
  listsTitle,
  comparison,
  onComparisonKindChange = ignore,
  onCompareEntityChange = ignore,
  onCompareAttributeChange = ignore,
  onValueChange = ignore,
  arguments: args,
  onArgumentKindChange = ignore,
  onArgumentEntityChange = ignore,
  onArgumentAttributeChange = ignore,
  onArgumentValueChange = ignore,
  onArgumentListChange = ignore,
  onDeleteArgument,
  onAddArgument,
  onDelete,
}: ConditionRowProps) {
  const labels = { ...defaultConditionRowLabels, ...labelOverrides };
  const entityLabel = (kind: ConditionRowKind | null) => (kind === 'tag' ? labels.tag : labels.source);
  const compareEntityLabel = (kind: ConditionRowKind | null) => (kind === 'tag' ? labels.compareTag : labels.compareSource);

  return (
    <RowRoot role="group" aria-label={label}>
      <RowBody>
        <RowLine>
          <RowField $size="kind">
            <Select
              label={labels.kind}
              items={kindItems(kinds, labels)}
              selectedKey={subject.kind}
              onSelectionChange={(kind) => kind && onKindChange(kind as ConditionRowKind)}
              placeholder={labels.selectPlaceholder}
              isDisabled={isDisabled}
            />
          </RowField>
          <ConditionRowReferenceFields
            reference={subject}
            onEntityChange={onEntityChange}
            onAttributeChange={onAttributeChange}
            entityLabel={entityLabel(subject.kind)}
            attributeLabel={labels.attribute}
            isDisabled={isDisabled}
            labels={labels}
          />
          <RowField $size="field">
            <OperatorPicker
              label={labels.operator}
              selectedLabel={operator.selectedLabel}
              placeholder={labels.operatorPlaceholder}
              operators={operator.operators}
              functions={operator.functions}
              lists={operator.lists}
              onSelect={onOperatorChange}
              isDisabled={isDisabled || operator.isDisabled === true}
              operatorsTitle={operatorsTitle}
              functionsTitle={functionsTitle}
              listsTitle={listsTitle}
            />
          </RowField>
          {comparison && (
            <>
              <RowField $size="kind">
                <Select
                  label={labels.compareWith}
                  items={kindItems(comparison.kinds, labels)}
                  selectedKey={comparison.kind}
                  onSelectionChange={(kind) => kind && onComparisonKindChange(kind as ConditionRowKind)}
                  isDisabled={isDisabled || comparison.isDisabled === true}
                />
              </RowField>
              {comparison.reference ? (
                <ConditionRowReferenceFields
                  reference={comparison.reference}
                  onEntityChange={onCompareEntityChange}
                  onAttributeChange={onCompareAttributeChange}
                  entityLabel={compareEntityLabel(comparison.reference.kind)}
                  attributeLabel={labels.compareAttribute}
                  isDisabled={isDisabled}
                  labels={labels}
                />
              ) : (
                <RowField $size="field">
                  {comparison.valueSlot ??
                    (comparison.value && (
                      <ConditionRowValueInput label={labels.value} field={comparison.value} onChange={onValueChange} isDisabled={isDisabled} labels={labels} />
                    ))}
                </RowField>
              )}
            </>
          )}
        </RowLine>
        {args && (
          <RowArguments>
            {args.map((argument, index) => (
              <ConditionRowArgumentFields
                key={index}
                argument={argument}
                index={index}
                entityLabel={entityLabel}
                isDisabled={isDisabled}
                labels={labels}
                onKindChange={onArgumentKindChange}
                onEntityChange={onArgumentEntityChange}
                onAttributeChange={onArgumentAttributeChange}
                onValueChange={onArgumentValueChange}
                onListChange={onArgumentListChange}
                onDelete={onDeleteArgument}
              />
            ))}
            {onAddArgument && !isDisabled && (
              <Button variant="ghost" size="sm" iconStart={<Icon name="plus" size="sm" />} onPress={onAddArgument}>
                {labels.addMore}
              </Button>
            )}
          </RowArguments>
        )}
      </RowBody>
      {onDelete && !isDisabled && (
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
