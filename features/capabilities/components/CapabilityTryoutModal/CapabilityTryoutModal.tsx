import { useId, useRef, useState } from 'react';
import type { components } from '~/contract';
import { Button, Icon, IconButton, Modal, PhoneField, Select, StatusBadge, TextField } from '~/design-system';
import { mapOutcome, statusBadge } from '~/features/reports/model';
import { canTryout, takenParameters, TRYOUT_FAILURE, TRYOUT_SUCCESS, tryoutData, valueEntryOf, type TryoutRow } from '../../model/tryoutRows';
import { TryoutAddRow, TryoutAlert, TryoutBody, TryoutOutcome, TryoutRowItem, TryoutRows } from './CapabilityTryoutModal.styles';

type Schemas = components['schemas'];

export interface CapabilityTryoutModalProps {
  isOpen: boolean;
  capability: Pick<Schemas['CapabilitySummary'], 'id' | 'name' | 'input'>;
  /** Runs the capability with the data (POST /transactions with its capabilityId). */
  onRun: (data: Record<string, unknown>) => Promise<Schemas['TransactionRunResult']>;
  onViewTransaction: (transactionId: string) => void;
  onClose: () => void;
}

type Outcome = { kind: 'success'; transactionId: string; outcome: string } | { kind: 'failure' } | null;

const BOOLEAN_ITEMS = [
  { id: 'true', label: 'True' },
  { id: 'false', label: 'False' },
];

function ValueField({ row, input, onChange }: { row: TryoutRow; input: Schemas['CapabilityInput'] | undefined; onChange: (value: string) => void }) {
  const label = 'Value';
  const disabled = row.parameter === null;
  switch (valueEntryOf(input)) {
    case 'phone':
      return <PhoneField label={label} defaultRegion="US" value={row.value} onChange={onChange} isDisabled={disabled} />;
    case 'boolean':
      return <Select label={label} placeholder="Select value" items={BOOLEAN_ITEMS} selectedKey={row.value || null} onSelectionChange={(id) => onChange(id ?? '')} isDisabled={disabled} />;
    case 'number':
      return <TextField label={label} inputMode="decimal" placeholder="eg: 50.00" value={row.value} onChange={onChange} isDisabled={disabled} />;
    default:
      return <TextField label={label} placeholder={input?.format === 'DATE' ? 'YYYY-MM-DD' : 'Enter value'} value={row.value} onChange={onChange} isDisabled={disabled} />;
  }
}

function CapabilityTryoutBody({ capability, onRun, onViewTransaction, onClose }: Omit<CapabilityTryoutModalProps, 'isOpen'>) {
  const nextId = useRef(2);
  const [rows, setRows] = useState<TryoutRow[]>([{ id: 1, parameter: null, value: '' }]);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formId = useId();
  const inputs = new Map(capability.input.map((input) => [input.key, input]));
  const allChosen = rows.length >= capability.input.length;

  const change = (id: number, patch: Partial<TryoutRow>) => setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row)));

  const run = async () => {
    if (!canTryout(rows) || running) return;
    setRunning(true);
    setOutcome(null);
    try {
      const result = await onRun(tryoutData(rows, capability.input));
      setOutcome({ kind: 'success', transactionId: result.transactionId, outcome: result.outcome });
      // Parameters reset on success (section 4.7).
      setRows([{ id: nextId.current++, parameter: null, value: '' }]);
    } catch {
      setOutcome({ kind: 'failure' });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      isOpen
      size="lg"
      onOpenChange={(open) => {
        if (!open && !running) onClose();
      }}
      title="Tryout Capability"
      description={`Run ${capability.name} with sample parameters.`}
      isDismissable={!running}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={running}>
            Close
          </Button>
          <Button type="submit" form={formId} isDisabled={!canTryout(rows) && !running} isLoading={running}>
            Tryout
          </Button>
        </>
      }
    >
      <TryoutBody
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
            {/* What the run decided, as the Usage Logs show it (issue 15: the outcome it got). */}
            <TryoutOutcome>
              Outcome <StatusBadge {...statusBadge(mapOutcome(outcome.outcome))} size="sm" />
            </TryoutOutcome>
            <Button variant="secondary" size="sm" onPress={() => onViewTransaction(outcome.transactionId)}>
              View Transaction
            </Button>
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
                  items={capability.input.map((input) => ({ id: input.key, label: input.displayName || input.key, isDisabled: taken.has(input.key) }))}
                  selectedKey={row.parameter}
                  onSelectionChange={(parameter) => change(row.id, { parameter, value: '' })}
                />
                <ValueField row={row} input={row.parameter ? inputs.get(row.parameter) : undefined} onChange={(value) => change(row.id, { value })} />
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
        <TryoutAddRow>
          <Button
            variant="secondary"
            size="sm"
            iconStart={<Icon name="plus" size="sm" />}
            isDisabled={allChosen}
            onPress={() => setRows((current) => [...current, { id: nextId.current++, parameter: null, value: '' }])}
          >
            Add Parameter
          </Button>
        </TryoutAddRow>
      </TryoutBody>
    </Modal>
  );
}

/** 'Tryout Capability' (document 2 section 4.11): parameters chosen once each, their values, and the run's outcome. */
export function CapabilityTryoutModal({ isOpen, ...rest }: CapabilityTryoutModalProps) {
  return isOpen ? <CapabilityTryoutBody {...rest} /> : null;
}
