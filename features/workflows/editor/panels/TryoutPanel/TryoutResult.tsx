import { useState } from 'react';
import { CopyButton, CountdownButton, EmptyState, ErrorState, Heading, KeyValue, Link, Skeleton, StatusBadge, Text } from '~/design-system';
import { mapOutcome, statusBadge } from '~/features/reports/model';
import { TransactionTrace, type Transaction } from '~/features/reports';
import { href } from '~/lib/routes';
import type { ApiError } from '~/lib/api';
import { displayInputValue, formatResponseTime, REFRESH_COUNTDOWN_SECONDS, TRYOUT_LOAD_FAILED, type InputDetailsParameter } from '../../../model/tryoutRequest';
import { ResultActions, ResultCard, ResultFact, ResultFacts, ResultHeader, ResultSection } from './TryoutPanel.styles';

/** Awaiting shows as 'In Progress' (section 4.7); the other outcomes as the Usage Logs show them. */
function outcomeBadge(outcome: Transaction['outcome']) {
  const status = mapOutcome(outcome);
  const badge = statusBadge(status);
  return status === 'AWAITING' ? { ...badge, label: 'In Progress' } : badge;
}

export interface TryoutResultProps {
  transactionId: string | null;
  transaction: Transaction | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  parameters: readonly InputDetailsParameter[];
  /** Asks for the transaction's current state (POST /transactions with its id and `{}`, then a fetch). */
  onRefresh: () => Promise<unknown>;
  onRetry: () => void;
  now?: () => number;
}

/** The right side of the Tryout panel: the transaction the flow or the parameters ran, its outcome, time and trace. */
export function TryoutResult({ transactionId, transaction, error, isLoading, parameters, onRefresh, onRetry, now }: TryoutResultProps) {
  // Each finished refresh starts the countdown again (section 4.7).
  const [refreshes, setRefreshes] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const formats = new Map(parameters.map((parameter) => [parameter.key, parameter.format]));

  let body;
  if (!transactionId) {
    body = <EmptyState size="sm" icon="rocket" title="No transaction yet" description="Go through the flow, or run it with parameters: the transaction it makes shows here with its outcome and trace." />;
  } else if (error) {
    body = <ErrorState size="sm" headingLevel={4} title="Something went wrong!" description={TRYOUT_LOAD_FAILED} onRetry={onRetry} />;
  } else if (isLoading || !transaction) {
    body = (
      <>
        <Skeleton size="md" label="Loading transaction" />
        <Skeleton size="lg" label="Loading trace" />
      </>
    );
  } else {
    const awaiting = transaction.outcome === 'AWAITING';
    const input = Object.fromEntries(Object.entries(transaction.transactionRawInput).map(([key, value]) => [key, displayInputValue(key, value, formats.get(key))]));
    body = (
      <>
        <ResultHeader>
          <StatusBadge {...outcomeBadge(transaction.outcome)} />
          <ResultActions>
            {awaiting && (
              <CountdownButton
                key={refreshes}
                seconds={REFRESH_COUNTDOWN_SECONDS}
                restartOnPress={false}
                {...(now ? { now } : {})}
                variant="secondary"
                size="sm"
                isDisabled={refreshing}
                onPress={() => {
                  setRefreshing(true);
                  void onRefresh().finally(() => {
                    setRefreshing(false);
                    setRefreshes((count) => count + 1);
                  });
                }}
              >
                Refresh
              </CountdownButton>
            )}
            <Link variant="standalone" href={href('reportTransaction', { transactionId: transaction.transactionId })}>
              View Transaction
            </Link>
          </ResultActions>
        </ResultHeader>
        <ResultFacts>
          <ResultFact>
            <dt>Transaction ID</dt>
            <dd>
              <span>{transaction.transactionId}</span>
              <CopyButton value={transaction.transactionId} label="Copy transaction ID" size="sm" />
            </dd>
          </ResultFact>
          <ResultFact>
            <dt>Response time</dt>
            <dd>{awaiting ? '-' : formatResponseTime(transaction.durationMs)}</dd>
          </ResultFact>
        </ResultFacts>
        {awaiting && transaction.awaitedKeys.length > 0 && (
          <Text tone="muted">Waiting for {transaction.awaitedKeys.join(', ')}. Continue in the flow, then refresh.</Text>
        )}
        {transaction.reason && <Text tone="muted">{transaction.reason}</Text>}
        <ResultSection aria-labelledby="tryout-input-title">
          <Heading level={4} id="tryout-input-title">
            Input data
          </Heading>
          <KeyValue data={input} aria-label="Input data" />
        </ResultSection>
        <ResultSection aria-labelledby="tryout-trace-title">
          <Heading level={4} id="tryout-trace-title">
            Trace
          </Heading>
          <TransactionTrace key={`${transaction.transactionId}:${transaction.updatedAt}`} transaction={transaction} compact />
        </ResultSection>
      </>
    );
  }

  return (
    <ResultCard aria-labelledby="tryout-result-title" aria-busy={isLoading || undefined}>
      <Heading level={3} id="tryout-result-title">
        Result
      </Heading>
      {body}
    </ResultCard>
  );
}
