import { useEffect, useMemo, useState } from 'react';
import { AwaitingValuesPopover, StatusBadge, type AwaitingValue } from '~/design-system';
import { useTransaction } from '../api';
import { awaitingValues } from '../model/awaitingValues';
import { traceLabels } from '../model/traceLabels';
import { useTransactionFlow } from './useTransactionFlow';
import { mapOutcome, statusBadge } from '../model/transactionStatus';
import type { TransactionOutcome as Outcome } from '../model/listQuery';

/** Fetches, once mounted, the transaction and its flow, and hands over the values its popover lists. */
function AwaitingValuesLoader({ transactionId, onValues }: { transactionId: string; onValues: (values: AwaitingValue[]) => void }) {
  const { data } = useTransaction(transactionId);
  const flow = useTransactionFlow(data);
  const values = useMemo(() => (data ? awaitingValues(data.awaitedKeys, data.transactionRawInput, traceLabels(flow).input) : null), [data, flow]);
  useEffect(() => {
    if (values) onValues(values);
  }, [values, onValues]);
  return null;
}

/**
 * The awaiting pill; the transaction (its awaited keys and input) and its flow are fetched while
 * the popover is open: a row of the list carries no data hooks.
 */
function AwaitingOutcome({ transactionId }: { transactionId: string }) {
  const [isOpen, setOpen] = useState(false);
  const [values, setValues] = useState<AwaitingValue[] | null>(null);
  return (
    <>
      <AwaitingValuesPopover isOpen={isOpen} onOpenChange={setOpen} values={values} emptyText={values ? undefined : 'Loading…'} />
      {isOpen && <AwaitingValuesLoader transactionId={transactionId} onValues={setValues} />}
    </>
  );
}

/**
 * A transaction's outcome as its status badge (document 1 section 4.7); an awaiting transaction
 * shows the 'Awaiting' pill that opens the values it still waits for and those it has received.
 */
export function TransactionOutcomeBadge({ transactionId, outcome }: { transactionId: string; outcome: Outcome }) {
  if (outcome === 'AWAITING') return <AwaitingOutcome transactionId={transactionId} />;
  return <StatusBadge {...statusBadge(mapOutcome(outcome))} />;
}
