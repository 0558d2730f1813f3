import { useState } from 'react';
import { Button, DateTime, Link, StatusBadge, Table, TablePagination, Text, Tooltip, toast, type TableColumn } from '~/design-system';
import { href } from '~/lib/routes';
import { WEBHOOK_MESSAGES_PAGE_SIZE, useRetryWebhookMessage, useWebhookMessages, type Webhook, type WebhookMessage } from '../../api';
import { IDLE_REFRESH_MS, MESSAGE_STATUS_TONE, messagesRefreshInterval } from '../../model/messageStatus';
import { WEBHOOK_RETRY_TOAST_MS, WEBHOOK_TOAST_MS, webhookErrorMessage, webhookToasts } from '../../model';
import { CellStack, Mono } from './WebhookEventsTable.styles';

/** The empty text of document 3 section 2. */
export const NO_EVENTS_TEXT = 'No Events Triggered';
export const RETRY_PERMISSION_TEXT = 'You do not have permission to retry webhook events';

export interface WebhookEventsTableProps {
  webhook: Webhook;
  /** update:webhooks: Retry is offered but disabled without it. */
  canRetry: boolean;
  /** Opens the delivery inspector on a message (row click or Inspect). */
  onInspect: (message: WebhookMessage) => void;
}

/** The transaction and workflow version that produced a message, when it names them. */
function MessageSource({ message }: { message: WebhookMessage }) {
  const version = message.workflowVersion != null ? `Workflow v${message.workflowVersion}` : null;
  if (!message.transactionId && !message.workflowId) return <Text tone="muted">—</Text>;
  return (
    <CellStack>
      {message.transactionId ? (
        <Link href={href('reportTransaction', { transactionId: message.transactionId })} variant="standalone" aria-label={`Transaction ${message.transactionId}`}>
          <Mono>{message.transactionId}</Mono>
        </Link>
      ) : null}
      {version && !message.transactionId && message.workflowId ? (
        <Link href={href('workflowEdit', { workflowId: message.workflowId })} variant="standalone">
          {version}
        </Link>
      ) : version ? (
        <Text variant="small" tone="muted">
          {version}
        </Text>
      ) : null}
    </CellStack>
  );
}

function MessageStatus({ message }: { message: WebhookMessage }) {
  return (
    <CellStack>
      <StatusBadge tone={MESSAGE_STATUS_TONE[message.status]} label={message.status} size="sm" />
      {message.status === 'Pending' && message.nextAttemptAt ? (
        <Text variant="small" tone="muted">
          Next attempt <DateTime value={message.nextAttemptAt} format="dd-MM-yyyy HH:mm:ss" showTimeZone={false} />
        </Text>
      ) : message.status === 'Fail' ? (
        <Text variant="small" tone="muted">
          {message.attempts === 1 ? 'After 1 attempt' : `After ${message.attempts} attempts`}
        </Text>
      ) : null}
    </CellStack>
  );
}

/**
 * The webhook's events (document 3 section 2): Event Name, Event ID, Status, Created On and Retry
 * (a button on Fail rows only), 20 a page, 'No Events Triggered' when there are none. Beyond the
 * specification each row names the transaction and workflow version that produced it and opens
 * the delivery inspector; the table reads again every 3 s while a message is Pending, every 10 s
 * otherwise, so events that happen while the page is open show up.
 */
export function WebhookEventsTable({ webhook, canRetry, onInspect }: WebhookEventsTableProps) {
  const [page, setPage] = useState(1);
  const [refreshInterval, setRefreshInterval] = useState(IDLE_REFRESH_MS);
  const messages = useWebhookMessages(webhook.id, page, { refreshInterval });
  const rows = messages.data?.data ?? [];
  // Every 3 s while a message is being delivered, every 10 s otherwise (new events appear on their own).
  const wanted = messagesRefreshInterval(rows);
  if (wanted !== refreshInterval) setRefreshInterval(wanted);
  const retry = useRetryWebhookMessage(webhook.id);
  const [retrying, setRetrying] = useState<ReadonlySet<string>>(new Set());

  const retryMessage = async (message: WebhookMessage) => {
    setRetrying((current) => new Set(current).add(message.id));
    try {
      await retry(message, webhook);
      toast.success(webhookToasts.retried, { durationMs: WEBHOOK_RETRY_TOAST_MS });
    } catch (error) {
      toast.error(webhookErrorMessage(error), { durationMs: WEBHOOK_TOAST_MS });
    } finally {
      setRetrying((current) => {
        const rest = new Set(current);
        rest.delete(message.id);
        return rest;
      });
    }
  };

  const columns: TableColumn<WebhookMessage>[] = [
    { id: 'eventType', header: 'Event Name', isRowHeader: true, width: '1fr', minWidth: 170 },
    { id: 'id', header: 'Event ID', width: 180, render: (row) => <Mono>{row.id}</Mono> },
    { id: 'status', header: 'Status', width: 200, render: (row) => <MessageStatus message={row} /> },
    { id: 'timestamp', header: 'Created On', width: 170, render: (row) => <DateTime value={row.timestamp} format="dd-MM-yyyy hh:mm a" showTimeZone={false} /> },
    { id: 'source', header: 'Transaction', width: 170, render: (row) => <MessageSource message={row} /> },
    {
      id: 'retry',
      header: 'Retry',
      width: 88,
      render: (row) =>
        row.status !== 'Fail' ? null : canRetry ? (
          <Button size="sm" variant="secondary" isLoading={retrying.has(row.id)} onPress={() => void retryMessage(row)} aria-label={`Retry ${row.id}`}>
            Retry
          </Button>
        ) : (
          <Tooltip content={RETRY_PERMISSION_TEXT} wrapDisabled>
            <Button size="sm" variant="secondary" isDisabled aria-label={`Retry ${row.id}`}>
              Retry
            </Button>
          </Tooltip>
        ),
    },
    {
      id: 'inspect',
      header: 'Inspect',
      hideHeader: true,
      width: 96,
      align: 'end',
      isRowAction: true,
      render: (row) => (
        <Button size="sm" variant="ghost" onPress={() => onInspect(row)} aria-label={`Inspect ${row.id}`}>
          Inspect
        </Button>
      ),
    },
  ];

  const total = messages.data?.count ?? 0;
  return (
    <Table
      aria-label="Events"
      columns={columns}
      rows={rows}
      emptyText={NO_EVENTS_TEXT}
      isLoading={!messages.data && !messages.error}
      error={messages.error && !messages.data ? { status: messages.error.status } : null}
      onRowAction={onInspect}
      footer={
        total > WEBHOOK_MESSAGES_PAGE_SIZE ? (
          <TablePagination label="Events pages" page={page} pageSize={String(WEBHOOK_MESSAGES_PAGE_SIZE)} total={total} onPageChange={setPage} isDisabled={messages.isLoading} />
        ) : undefined
      }
    />
  );
}
