import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Breadcrumbs, EmptyState, ErrorState, Heading, KeyValue, Skeleton, Text } from '~/design-system';
import { paths } from '~/lib/routes';
import { useTransaction, type Transaction } from '../api';
import { NodeDetails } from '../components/NodeDetails';
import type { SaveFile } from '~/design-system';
import { TraceCanvas } from '../components/TraceCanvas';
import { TraceNodeList } from '../components/TraceNodeList';
import { TransactionHeader } from '../components/TransactionHeader';
import { useTransactionDownload } from '../components/useTransactionDownload';
import { useTransactionFlow } from '../components/useTransactionFlow';
import { initialNodeId, traceGraph } from '../model/traceGraph';
import { namedNodes, traceLabels } from '../model/traceLabels';

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

const TraceLayout = styled.div`
  display: grid;
  grid-template-columns: 18rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

const SideList = styled.div`
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
`;

function Trace({ transaction }: { transaction: Transaction }) {
  const flow = useTransactionFlow(transaction);
  const labels = useMemo(() => traceLabels(flow), [flow]);
  const nodes = useMemo(() => namedNodes(transaction.nodes, labels), [transaction, labels]);
  const [chosen, setChosen] = useState<string | null>(null);
  const selectedId = chosen ?? initialNodeId(transaction.outcome, nodes);
  const graph = useMemo(() => traceGraph(nodes, { flow, outcome: transaction.outcome, selectedNodeId: selectedId }), [nodes, transaction.outcome, flow, selectedId]);
  const selected = nodes.find((node) => node.nodeId === selectedId);
  if (nodes.length === 0) {
    return <Text tone="muted">No node ran in this transaction.</Text>;
  }
  return (
    <>
      <TraceCanvas graph={graph} onSelectNode={setChosen} />
      <TraceLayout>
        <SideList>
          <TraceNodeList nodes={nodes} selectedNodeId={selectedId} onSelect={setChosen} />
        </SideList>
        {selected ? (
          <NodeDetails node={selected} referenceLabel={labels.reference} />
        ) : (
          <Text tone="muted">{selectedId ? 'The run did not reach this node.' : 'Select a node to see what happened at it.'}</Text>
        )}
      </TraceLayout>
    </>
  );
}

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
          <Trace key={data.transactionId} transaction={data} />
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
