import { useCallback, useMemo, useState } from 'react';
import { Drawer, Skeleton, Tabs, ErrorState } from '~/design-system';
import { useTransaction } from '~/features/reports';
import { apiBaseFor, useApiEnvironment } from '~/lib/api';
import { useInputDetails, useRunTransaction } from '../../../api';
import { framedFlowUrl } from '../../../model/hostedFrame';
import { runBody, sampleRequest, transactionsUrl, TRYOUT_LOAD_FAILED, type TryoutTarget } from '../../../model/tryoutRequest';
import { TryoutFrame } from './TryoutFrame';
import { TryoutParameters } from './TryoutParameters';
import { TryoutResult } from './TryoutResult';
import { TryoutColumn, TryoutLayout } from './TryoutPanel.styles';

export interface TryoutPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The published workflow, or the template (which is tried with parameters only). */
  target: TryoutTarget;
  /** Stories only: the framed flow's stand-in document (the real /flow page is not served there). */
  frameSrcDoc?: string;
  /** The clock of the Refresh countdown; stories fix it so the countdown reads 00:09. */
  now?: () => number;
}

type TabId = 'flow' | 'parameters';

function TryoutBody({ target, frameSrcDoc, now }: Pick<TryoutPanelProps, 'target' | 'frameSrcDoc' | 'now'>) {
  const environment = useApiEnvironment();
  const orgId = environment.orgId ?? '';
  const origin = window.location.origin;
  const apiBase = apiBaseFor(environment.region, environment.mode);
  const inputDetails = useInputDetails(target.id);
  const run = useRunTransaction();
  const [transactionId, setTransactionId] = useState<string | null>(null);
  const transaction = useTransaction(transactionId);
  const { mutate } = transaction;
  const [tab, setTab] = useState<TabId>(target.kind === 'workflow' ? 'flow' : 'parameters');
  const parameters = useMemo(() => inputDetails.data?.inputParameters ?? [], [inputDetails.data]);

  const show = useCallback(
    (id: string) => {
      setTransactionId(id);
      // The same transaction again means it changed (an awaited value arrived): read it anew.
      if (id === transactionId) void mutate();
    },
    [transactionId, mutate],
  );

  const refresh = async () => {
    if (!transactionId) return;
    try {
      await run({ transactionId, data: {} });
    } finally {
      await mutate();
    }
  };

  const requestFor = (data: Record<string, unknown>) => sampleRequest({ url: transactionsUrl(origin, apiBase), orgId, target, data });

  let parametersPanel;
  if (inputDetails.error) {
    parametersPanel = <ErrorState size="sm" headingLevel={3} title="Something went wrong!" description={TRYOUT_LOAD_FAILED} onRetry={() => void inputDetails.mutate()} isRetrying={inputDetails.isValidating} />;
  } else if (!inputDetails.data) {
    parametersPanel = <Skeleton size="lg" count={2} label="Loading parameters" />;
  } else {
    parametersPanel = <TryoutParameters parameters={parameters} requestFor={requestFor} onRun={(data) => run(runBody(target, data))} onTransaction={show} />;
  }

  const frame = <TryoutFrame src={framedFlowUrl({ workflowId: target.id, origin, apiBase, orgId, purpose: 'tryout' })} srcDoc={frameSrcDoc} orgId={orgId} onTransaction={show} />;

  return (
    <TryoutLayout>
      <TryoutColumn aria-label="Try it">
        {target.kind === 'workflow' ? (
          <Tabs
            aria-label="How to try it"
            items={[
              { id: 'flow', label: 'Hosted flow' },
              { id: 'parameters', label: 'Parameters' },
            ]}
            selectedKey={tab}
            onSelectionChange={(id) => setTab(id as TabId)}
            renderPanel={(item) => (item.id === 'flow' ? frame : parametersPanel)}
          />
        ) : (
          parametersPanel
        )}
      </TryoutColumn>
      <TryoutResult
        transactionId={transactionId}
        transaction={transaction.data}
        error={transaction.error}
        isLoading={transaction.isLoading}
        parameters={parameters}
        onRefresh={refresh}
        onRetry={() => void mutate()}
        now={now}
      />
    </TryoutLayout>
  );
}

/**
 * The editor's Tryout (document 2 sections 2.11 and 4.7): the hosted flow framed on the left, or
 * the parameter try-out; on the right the transaction either made, with its outcome and trace.
 */
export function TryoutPanel({ isOpen, onOpenChange, target, frameSrcDoc, now }: TryoutPanelProps) {
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="xl"
      title="Tryout"
      description={target.kind === 'template' ? 'Run this template with sample parameters.' : 'Go through the flow as an end user would, or run it with parameters.'}
    >
      {isOpen && <TryoutBody target={target} frameSrcDoc={frameSrcDoc} now={now} />}
    </Drawer>
  );
}
