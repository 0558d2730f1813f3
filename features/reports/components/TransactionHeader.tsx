import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AwaitingValuesPopover, Button, CopyButton, DateTime, Heading, Icon, StatusBadge, Text } from '~/design-system';
import type { Transaction } from '../api';
import { awaitingValues } from '../model/awaitingValues';
import { formatCredits, formatDuration } from '../model/format';
import { mapOutcome, statusBadge } from '../model/transactionStatus';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
`;

const TopRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Id = styled(Heading)`
  font-family: ${({ theme }) => theme.fontFamily.mono};
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
`;

const Fact = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  & > dt {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  & > dd {
    margin: 0;
    color: ${({ theme }) => theme.color.fg.default};
    font-size: ${({ theme }) => theme.fontSize.md};
    overflow-wrap: anywhere;
  }
`;

const Reason = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.bg.muted};
  color: ${({ theme }) => theme.color.fg.default};
`;

function FactItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Fact>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </Fact>
  );
}

/** Input keys as a person reads them: the display name with the key the caller sends ('PAN Number (pan)'). */
function inputList(keys: readonly string[], label: (key: string) => string | null): string {
  return keys
    .map((key) => {
      const name = label(key);
      return name && name !== key ? `${name} (${key})` : key;
    })
    .join(', ');
}

export interface TransactionHeaderProps {
  transaction: Transaction;
  /** The display name of an input key ('Account Number'), from the flow the transaction ran on. */
  inputLabel?: (key: string) => string | null;
  onDownload: () => void;
  isDownloading: boolean;
}

/** The transaction's id, outcome, workflow and version, times, credits and the reason for its outcome. */
export function TransactionHeader({ transaction, inputLabel = () => null, onDownload, isDownloading }: TransactionHeaderProps) {
  const awaiting = transaction.outcome === 'AWAITING';
  const awaited = awaitingValues(transaction.awaitedKeys, transaction.transactionRawInput, inputLabel);
  return (
    <Card aria-labelledby="transaction-title">
      <TopRow>
        <Identity>
          <Id level={2} id="transaction-title">
            {transaction.transactionId}
          </Id>
          <CopyButton value={transaction.transactionId} label="Copy transaction ID" />
          {awaiting ? (
            <AwaitingValuesPopover values={awaited} />
          ) : (
            <StatusBadge {...statusBadge(mapOutcome(transaction.outcome))} />
          )}
        </Identity>
        <Button variant="secondary" iconStart={<Icon name="download" />} onPress={onDownload} isLoading={isDownloading}>
          Download JSON
        </Button>
      </TopRow>
      <Facts>
        <FactItem term="Workflow">
          {transaction.workflowName} · v{transaction.version}
        </FactItem>
        <FactItem term="Created">
          <DateTime value={transaction.createdAt} format="dd-MM-yyyy HH:mm:ss" />
        </FactItem>
        <FactItem term="Completed">{transaction.completedAt ? <DateTime value={transaction.completedAt} format="dd-MM-yyyy HH:mm:ss" /> : '-'}</FactItem>
        <FactItem term="Duration">{formatDuration(transaction.durationMs)}</FactItem>
        <FactItem term="Credits">{formatCredits(transaction.creditsCharged)}</FactItem>
        <FactItem term="Environment">{transaction.environment === 'live' ? 'Live' : 'Test'}</FactItem>
      </Facts>
      {awaiting && transaction.awaitedKeys.length > 0 && (
        <Reason role="note">
          <Icon name="clock" />
          <Text>Waiting for {awaited.map((value) => value.displayName ?? value.key).join(', ')}</Text>
        </Reason>
      )}
      {transaction.missingInputs.length > 0 && (
        <Reason role="note">
          <Icon name="warning" />
          <Text>Missing required inputs: {inputList(transaction.missingInputs, inputLabel)}</Text>
        </Reason>
      )}
      {transaction.unknownInputs.length > 0 && (
        <Reason role="note">
          <Icon name="warning" />
          <Text>Inputs the workflow does not use: {inputList(transaction.unknownInputs, inputLabel)}</Text>
        </Reason>
      )}
      {transaction.reason && (
        <Reason role="note">
          <Icon name="info" />
          <Text>Reason: {transaction.reason}</Text>
        </Reason>
      )}
    </Card>
  );
}
