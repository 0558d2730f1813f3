import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Breadcrumbs, EmptyState, ErrorState, Heading, KeyValue, Skeleton, Text } from '~/design-system';
import { paths } from '~/lib/routes';
import { useTransaction } from '../api';
import type { SaveFile } from '~/design-system';
import { TransactionTrace } from '../components/TransactionTrace';
import { TransactionHeader } from '../components/TransactionHeader';
import { useTransactionDownload } from '../components/useTransactionDownload';
import { useTransactionFlow } from '../components/useTransactionFlow';
import { traceLabels } from '../model/traceLabels';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  max-width: ${({ theme }) => theme.sizes.contentMaxWidth};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface TransactionDetailPageProps {
  /** Saves the downloaded file; the browser's download by default (stories pass a spy). */
  saveFile?: SaveFile;
}

/**
 * /reports/{transactionId} (and the workflow and template report routes opened from try-out
 * results): the transaction's outcome and reason, its input, and its trace on the workflow's canvas.
 */
export function TransactionDetailPage({ saveFile }: TransactionDetailPageProps) {
  const { transactionId = '' } = useParams();
  const { data, error, isLoading, mutate, isValidating } = useTransaction(transactionId);
  const { download, isDownloading } = useTransactionDownload(saveFile);
  const flow = useTransactionFlow(data);
  const inputLabel = useMemo(() => traceLabels(flow).input, [flow]);
  const crumbs = [
    { id: 'usage-logs', label: 'Usage Logs', href: paths.reports },
    { id: 'transaction', label: transactionId },
  ];

  let body;
  if (error) {
    body =
      error.status === 404 ? (
        <EmptyState title="No data found" description={`There is no transaction ${transactionId} in this environment.`} icon="search" />
      ) : (
        <ErrorState title="Something went wrong" onRetry={() => void mutate()} isRetrying={isValidating} />
      );
  } else if (isLoading || !data) {
    body = (
      <>
        <Skeleton size="lg" label="Loading transaction" />
        <Skeleton size="lg" label="Loading trace" />
      </>
    );
  } else {
    body = (
      <>
        <TransactionHeader transaction={data} inputLabel={inputLabel} onDownload={() => void download(data.transactionId)} isDownloading={isDownloading} />
        <Section aria-labelledby="input-title">
          <Heading level={3} id="input-title">
            Input data
          </Heading>
          <KeyValue data={data.transactionRawInput} aria-label="Input data" emptyState={<Text tone="muted">No input data</Text>} />
        </Section>
        <Section aria-labelledby="trace-title">
          <Heading level={3} id="trace-title">
            Trace
          </Heading>
          <TransactionTrace key={data.transactionId} transaction={data} />
        </Section>
      </>
    );
  }

  return (
    <Page>
      <Breadcrumbs items={crumbs} />
      {body}
    </Page>
  );
}
