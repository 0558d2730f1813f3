import styled from 'styled-components';
import { CopyButton } from '~/design-system';

/** The id and its copy button; one styled element per row (the id is its first child), not one per part. */
const Cell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  & > :first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-family: ${({ theme }) => theme.fontFamily.mono};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/** A transaction id with a button that copies it ('Copied to clipboard'). */
export function TransactionIdCell({ transactionId }: { transactionId: string }) {
  return (
    <Cell>
      <span title={transactionId}>{transactionId}</span>
      <CopyButton value={transactionId} label={`Copy transaction ID ${transactionId}`} />
    </Cell>
  );
}
