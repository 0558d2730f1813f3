import { useState } from 'react';
import { MultiSelect, Select, TagInput, TextField } from '~/design-system';
import { parseTypedValue, staticEditorKind, type NodeInput, type StaticValue } from './configureInputs';

export interface StaticValueEditorProps {
  input: NodeInput;
  /** The value is written in capitals (a PAN): what is typed is upper-cased. */
  capitals?: boolean;
  onChange: (value: StaticValue | undefined) => void;
}

const LABEL = 'Static value';
const BOOLEAN_ITEMS = [
  { id: 'true', label: 'True' },
  { id: 'false', label: 'False' },
];

const asList = (value: NodeInput['staticValue']): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The allowed value chosen in a dropdown, typed like the input (a BOOLEAN becomes true or false, a NUMBER a number). */
function typedChoice(input: NodeInput, id: string): StaticValue {
  if (input.type === 'BOOLEAN') return id === 'true';
  if (input.type === 'NUMBER') return parseTypedValue('NUMBER', id) ?? id;
  return id;
}

/** The editor of a static value by type (document 2 section 2.10). */
export function StaticValueEditor({ input, capitals = false, onChange }: StaticValueEditorProps) {
  const kind = staticEditorKind(input);
  const value = input.staticValue;
  const [draft, setDraft] = useState(value === undefined || value === null || Array.isArray(value) ? '' : String(value));
  const allowed = (input.allowedValues ?? []).map((v) => ({ id: String(v), label: String(v) }));

  switch (kind) {
    case 'multiSelect':
      return <MultiSelect label={LABEL} items={allowed} value={asList(value)} onChange={(ids) => onChange(ids.length > 0 ? ids : undefined)} placeholder="Choose values" />;
    case 'tags':
      return <TagInput label={LABEL} value={asList(value)} onChange={(tags) => onChange(tags.length > 0 ? tags : undefined)} placeholder="Type a value, then Enter or comma" />;
    case 'boolean':
      return <Select label={LABEL} items={BOOLEAN_ITEMS} selectedKey={typeof value === 'boolean' ? String(value) : null} onSelectionChange={(id) => onChange(id === null ? undefined : id === 'true')} placeholder="Choose" />;
    case 'allowedValues':
      return <Select label={LABEL} items={allowed} selectedKey={value === undefined || value === null ? null : String(value)} onSelectionChange={(id) => onChange(id === null ? undefined : typedChoice(input, id))} placeholder="Choose" />;
    case 'number': {
      const invalid = draft.trim() !== '' && parseTypedValue('NUMBER', draft) === undefined;
      return (
        <TextField
          label={LABEL}
          value={draft}
          inputMode="decimal"
          placeholder="eg: 50.00"
          isInvalid={invalid}
          errorMessage={invalid ? 'Enter a number' : undefined}
          onChange={(text) => {
            setDraft(text);
            onChange(parseTypedValue('NUMBER', text));
          }}
        />
      );
    }
    case 'text':
      return (
        <TextField
          label={LABEL}
          value={draft}
          onChange={(typed) => {
            const text = capitals ? typed.toUpperCase() : typed;
            setDraft(text);
            onChange(parseTypedValue(input.type, text));
          }}
        />
      );
  }
}
