import { useState } from 'react';
import { AwaitingValuesPopover, StatusBadge } from '~/design-system';
import { useTransaction } from '../api';
import { awaitingValues } from '../model/awaitingValues';
import { traceLabels } from '../model/traceLabels';
import { useTransactionFlow } from './useTransactionFlow';
import { mapOutcome, statusBadge } from '../model/transactionStatus';
import type { TransactionOutcome as Outcome } from '../model/listQuery';

/** The awaiting pill; the transaction (its awaited keys and input) and its flow are fetched when the popover opens, not for every row of the list. */
function AwaitingOutcome({ transactionId }: { transactionId: string }) {
  const [isOpen, setOpen] = useState(false);
  const { data } = useTransaction(isOpen ? transactionId : null);
  const flow = useTransactionFlow(data);
  return (
    <AwaitingValuesPopover
      isOpen={isOpen}
      onOpenChange={setOpen}
      values={data ? awaitingValues(data.awaitedKeys, data.transactionRawInput, traceLabels(flow).input) : null}
      emptyText={data ? undefined : 'Loading…'}
    />
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
