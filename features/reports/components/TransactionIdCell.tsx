import styled from 'styled-components';
import { CopyButton } from '~/design-system';

const Cell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Id = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: ${({ theme }) => theme.fontFamily.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** A transaction id with a button that copies it ('Copied to clipboard'). */
export function TransactionIdCell({ transactionId }: { transactionId: string }) {
  return (
    <Cell>
      <Id title={transactionId}>{transactionId}</Id>
      <CopyButton value={transactionId} label={`Copy transaction ID ${transactionId}`} />
    </Cell>
  );
}
