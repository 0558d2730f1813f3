import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { DateTime, Icon, Table, type TableColumn } from '~/design-system';
import type { Webhook } from '../../api';
import { WebhookStatusCell } from '../WebhookStatusCell';
import { Chevron, TableWrap } from './WebhooksTable.styles';

/** The empty text of document 3 section 2. */
export const NO_WEBHOOKS = 'No webhooks configured';

const STATUS_MARK = 'data-webhook-status';

export interface WebhooksTableProps {
  hooks: readonly Webhook[];
  isLoading: boolean;
  canUpdate: boolean;
  /** Switches being saved: webhook id → the disabled state asked for. */
  pending: ReadonlyMap<string, boolean>;
  onToggle: (hook: Webhook) => void;
  onOpen: (hook: Webhook) => void;
}

/** Whether an event began inside a row's status cell. */
const inStatusCell = (target: EventTarget) => target instanceof Element && target.closest('[role="gridcell"]')?.querySelector(`[${STATUS_MARK}]`) != null;

/**
 * The webhooks of this environment (document 3 section 2): Name, URL, Last Updated On, Created On,
 * Status and a chevron; no pagination (at most 20). A click on a row, except in its status cell,
 * opens the webhook.
 */
export function WebhooksTable({ hooks, isLoading, canUpdate, pending, onToggle, onOpen }: WebhooksTableProps) {
  // react-aria reports a row action without the cell it began in: the wrapper notes it first.
  const startedInStatus = useRef(false);
  const note = (event: PointerEvent | KeyboardEvent) => {
    startedInStatus.current = inStatusCell(event.target);
  };

  const columns: TableColumn<Webhook>[] = [
    { id: 'description', header: 'Name', isRowHeader: true, width: '1fr', minWidth: 160 },
    { id: 'url', header: 'URL', width: '1.4fr', minWidth: 200 },
    { id: 'updatedAt', header: 'Last Updated On', width: 128, render: (row) => <DateTime value={row.updatedAt} format="dd MMM yyyy" /> },
    { id: 'createdAt', header: 'Created On', width: 128, render: (row) => <DateTime value={row.createdAt} format="dd MMM yyyy" /> },
    {
      id: 'status',
      header: 'Status',
      width: 232,
      render: (row) => (
        <div {...{ [STATUS_MARK]: '' }}>
          <WebhookStatusCell hook={row} canUpdate={canUpdate} pendingDisabled={pending.get(row.id)} onToggle={onToggle} />
        </div>
      ),
    },
    {
      id: 'open',
      header: 'Open',
      hideHeader: true,
      width: 48,
      align: 'end',
      render: () => (
        <Chevron>
          <Icon name="chevronRight" size="md" />
        </Chevron>
      ),
    },
  ];

  return (
    <TableWrap onPointerDownCapture={note} onKeyDownCapture={note}>
      <Table
        aria-label="Webhooks"
        columns={columns}
        rows={hooks}
        getRowId={(row) => row.id}
        emptyText={NO_WEBHOOKS}
        isLoading={isLoading}
        loadingRowCount={3}
        onRowAction={(row) => {
          if (!startedInStatus.current) onOpen(row);
        }}
      />
    </TableWrap>
  );
}
