import { useId, useMemo, useRef, useState } from 'react';
import { Button, CopyButton, DatePicker, Icon, IconButton, Link, PhoneField, Select, TextField } from '~/design-system';
import { href } from '~/lib/routes';
import type { TransactionRunResult } from '../../../api';
import {
  canAddRow,
  canTryout,
  takenParameters,
  toCurl,
  TRYOUT_FAILURE,
  TRYOUT_SUCCESS,
  tryoutData,
  valueEntryOf,
  type InputDetailsParameter,
  type RunData,
  type SampleRequest,
  type TryoutRow,
} from '../../../model/tryoutRequest';
import { TryoutAlert, TryoutButtons, TryoutForm, TryoutRowItem, TryoutRows } from './TryoutPanel.styles';

const BOOLEAN_ITEMS = [
  { id: 'true', label: 'True' },
  { id: 'false', label: 'False' },
];

function ValueField({ row, parameter, onChange }: { row: TryoutRow; parameter: InputDetailsParameter | undefined; onChange: (value: string) => void }) {
  const label = 'Value';
  const disabled = row.parameter === null;
  switch (valueEntryOf(parameter)) {
    case 'phone':
      return <PhoneField label={label} defaultRegion="US" value={row.value} onChange={onChange} isDisabled={disabled} />;
    case 'boolean':
      return <Select label={label} placeholder="Select value" items={BOOLEAN_ITEMS} selectedKey={row.value || null} onSelectionChange={(id) => onChange(id ?? '')} isDisabled={disabled} />;
    case 'date':
      return <DatePicker label={label} value={row.value || null} onChange={(value) => onChange(value ?? '')} isDisabled={disabled} shortYear={false} />;
    case 'number':
      return <TextField label={label} inputMode="decimal" placeholder="eg: 50.00" value={row.value} onChange={onChange} isDisabled={disabled} />;
    default:
      return <TextField label={label} placeholder="Enter value" value={row.value} onChange={onChange} isDisabled={disabled} />;
  }
}

type Outcome = { kind: 'success'; transactionId: string } | { kind: 'failure' } | null;

export interface TryoutParametersProps {
  parameters: readonly InputDetailsParameter[];
  /** The request the rows make, for Copy cURL. */
  requestFor: (data: Record<string, unknown>) => SampleRequest;
  /** Runs the try-out with the data (POST /transactions). */
  onRun: (data: RunData) => Promise<TransactionRunResult>;
  /** A run's transaction, for the result beside the form. */
  onTransaction: (transactionId: string) => void;
}

const emptyRow = (id: number): TryoutRow => ({ id, parameter: null, value: '' });

/** The parameter try-out (document 2 sections 4.7 and 5.7): parameters chosen once each, their values, Copy cURL and Tryout. */
export function TryoutParameters({ parameters, requestFor, onRun, onTransaction }: TryoutParametersProps) {
  const nextId = useRef(2);
  const [rows, setRows] = useState<TryoutRow[]>([emptyRow(1)]);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formId = useId();
  const byKey = useMemo(() => new Map(parameters.map((parameter) => [parameter.key, parameter])), [parameters]);

  const change = (id: number, patch: Partial<TryoutRow>) => setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row)));

  const run = async () => {
    if (!canTryout(rows) || running) return;
    setRunning(true);
    setOutcome(null);
    try {
      const result = await onRun(tryoutData(rows, parameters));
      setOutcome({ kind: 'success', transactionId: result.transactionId });
      onTransaction(result.transactionId);
      // Parameters reset on success (section 4.7).
      setRows([emptyRow(nextId.current++)]);
    } catch {
      setOutcome({ kind: 'failure' });
    } finally {
      setRunning(false);
    }
  };

  return (
    <TryoutForm
      id={formId}
      noValidate
      aria-label="Try-out parameters"
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
    >
      {outcome?.kind === 'success' && (
        <TryoutAlert $tone="success" role="status">
          <Icon name="success" />
          <p>{TRYOUT_SUCCESS}</p>
          <Link variant="standalone" href={href('reportTransaction', { transactionId: outcome.transactionId })}>
            View Transaction
          </Link>
        </TryoutAlert>
      )}
      {outcome?.kind === 'failure' && (
        <TryoutAlert $tone="danger" role="alert">
          <Icon name="error" />
          <p>{TRYOUT_FAILURE}</p>
        </TryoutAlert>
      )}
      <TryoutRows aria-label="Parameters">
        {rows.map((row, index) => {
          const taken = takenParameters(rows, row.id);
          return (
            <TryoutRowItem key={row.id} aria-label={`Parameter ${index + 1}`}>
              <Select
                label="Parameter"
                placeholder="Select parameter"
                items={parameters.map((parameter) => ({ id: parameter.key, label: parameter.displayName || parameter.key, isDisabled: taken.has(parameter.key) }))}
                selectedKey={row.parameter}
                onSelectionChange={(parameter) => change(row.id, { parameter, value: '' })}
              />
              <ValueField row={row} parameter={row.parameter ? byKey.get(row.parameter) : undefined} onChange={(value) => change(row.id, { value })} />
              <IconButton
                icon="trash"
                label={`Remove parameter ${index + 1}`}
                variant="ghost"
                isDisabled={rows.length === 1}
                onPress={() => setRows((current) => current.filter((other) => other.id !== row.id))}
              />
            </TryoutRowItem>
          );
        })}
      </TryoutRows>
      <TryoutButtons>
        <Button
          variant="secondary"
          size="sm"
          iconStart={<Icon name="plus" size="sm" />}
          isDisabled={!canAddRow(rows, parameters.length)}
          onPress={() => setRows((current) => [...current, emptyRow(nextId.current++)])}
        >
          Add Parameter
        </Button>
        <div>
          <CopyButton variant="button" label="Copy cURL" value={() => toCurl(requestFor(tryoutData(rows, parameters)))} />
          <Button type="submit" form={formId} isDisabled={!canTryout(rows) && !running} isLoading={running}>
            Tryout
          </Button>
        </div>
      </TryoutButtons>
    </TryoutForm>
  );
}
