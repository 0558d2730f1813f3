import { useId, useState } from 'react';
import { Badge, Checkbox, IconButton, Select } from '~/design-system';
import { isInputConfigured, isInputMandatory } from '../../../model/configureOrder';
import { InputCard, InputCardFields, InputCardHeader, InputCardTitle } from './ConfigureServicePanel.styles';
import { chooseSource, mapInput, resetInput, setRequired, setStaticValue, SOURCE_LABELS, sourceOf, writtenInCapitals, type InputSource, type MappableVariable, type NodeInput } from './configureInputs';
import { StaticValueEditor } from './StaticValueEditor';

export interface ConfigureInputRowProps {
  input: NodeInput;
  inputVariables: readonly MappableVariable[];
  serviceOutputVariables: readonly MappableVariable[];
  /** The service's validation pattern for this input, if it has one. */
  validationPattern?: string | null;
  onChange: (input: NodeInput) => void;
}

const sourceItems = (Object.keys(SOURCE_LABELS) as InputSource[]).map((id) => ({ id, label: SOURCE_LABELS[id] }));
const isSource = (id: string | null): id is InputSource => id !== null && id in SOURCE_LABELS;

/** One input of the Configure section: its source, then the variable or static value, with reset. */
export function ConfigureInputRow({ input, inputVariables, serviceOutputVariables, validationPattern, onChange }: ConfigureInputRowProps) {
  const titleId = useId();
  // A mapped source shows only once a variable is chosen; until then the row remembers the choice.
  const [pendingSource, setPendingSource] = useState<InputSource | null>(null);
  const source = sourceOf(input) ?? pendingSource;
  const name = input.displayName ?? input.key;
  const variables = source === 'input' ? inputVariables : serviceOutputVariables;
  const location = input.location ?? '..';
  return (
    <InputCard role="group" aria-labelledby={titleId}>
      <InputCardHeader>
        <InputCardTitle id={titleId}>{name}</InputCardTitle>
        {input.optionality === 'CONDITIONAL' ? (
          <Checkbox isSelected={input.isOptional === false} onChange={(required) => onChange(setRequired(input, required))}>
            Required
          </Checkbox>
        ) : (
          <Badge size="sm" tone={isInputMandatory(input) ? 'warning' : 'neutral'}>
            {isInputMandatory(input) ? 'Required' : 'Optional'}
          </Badge>
        )}
        <IconButton
          icon="refresh"
          label={`Reset ${name}`}
          size="sm"
          isDisabled={source === null && !isInputConfigured(input)}
          onPress={() => {
            setPendingSource(null);
            onChange(resetInput(input));
          }}
        />
      </InputCardHeader>
      <InputCardFields>
        <Select
          label="Source"
          items={sourceItems}
          selectedKey={source}
          placeholder="Choose a source"
          onSelectionChange={(id) => {
            const next = isSource(id) ? id : null;
            setPendingSource(next);
            onChange(chooseSource(input, next));
          }}
        />
        {source === 'static' && <StaticValueEditor key={`${input.key}-static`} input={input} capitals={writtenInCapitals(validationPattern)} onChange={(value) => onChange(setStaticValue(input, value))} />}
        {(source === 'input' || source === 'service') && (
          <Select
            label="Mapped from"
            items={variables.map((variable) => ({ id: variable.location, label: variable.label }))}
            selectedKey={variables.some((variable) => variable.location === location) ? location : null}
            placeholder="Choose a variable"
            onSelectionChange={(id) => id !== null && onChange(mapInput(input, id))}
          />
        )}
      </InputCardFields>
    </InputCard>
  );
}
