import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmModal, DateTime, IconButton, Menu, toast, type MenuItemData } from '~/design-system';
import { paths } from '~/lib/routes';
import { useArchiveWebhook, useDeleteWebhook, useRotateWebhookSecret, type Webhook } from '../../api';
import { WEBHOOK_TOAST_MS, webhookErrorMessage, webhookToasts } from '../../model';
import { ReplayFailedDialog } from '../ReplayFailedDialog';

export const ROTATE_SECRET_TEXT =
  'A new secret signs every delivery from now on. The current secret keeps signing beside it for 24 hours, so your receiver can switch at its own pace; after that only the new one signs.';
export const rotatedText = 'Signing secret rotated';

type Confirmation = 'rotate' | 'archive' | 'unarchive' | 'delete';
interface ConfirmTexts {
  title: string;
  message: string;
  confirmLabel: string;
  tone: 'default' | 'danger';
}

export interface WebhookActionsProps {
  webhook: Webhook;
  canUpdate: boolean;
  canDelete: boolean;
  /** The current time, for the replay dialog (stories fix it). */
  now?: () => Date;
}

/**
 * The detail page's overflow menu: Replay failed since…, Rotate secret, Archive or Unarchive, and
 * Delete, each confirmed first. Actions the user may not take are not offered.
 */
export function WebhookActions({ webhook, canUpdate, canDelete, now }: WebhookActionsProps) {
  const navigate = useNavigate();
  const rotate = useRotateWebhookSecret();
  const archive = useArchiveWebhook();
  const remove = useDeleteWebhook();
  // The kind stays while the modal closes, so it never shows (or announces) an empty title.
  const [confirmation, setConfirmation] = useState<{ kind: Confirmation; isOpen: boolean }>({ kind: 'rotate', isOpen: false });
  const confirming = confirmation.isOpen ? confirmation.kind : null;
  const setConfirming = (kind: Confirmation | null) => setConfirmation((current) => (kind ? { kind, isOpen: true } : { ...current, isOpen: false }));
  const [isBusy, setIsBusy] = useState(false);
  const [replaying, setReplaying] = useState(false);
  const isArchived = webhook.archivedAt != null;
  const name = webhook.description;

  const run = async (action: () => Promise<void>) => {
    setIsBusy(true);
    try {
      await action();
      setConfirming(null);
    } catch (error) {
      toast.error(webhookErrorMessage(error), { durationMs: WEBHOOK_TOAST_MS });
    } finally {
      setIsBusy(false);
    }
  };

  const confirm = () =>
    void run(async () => {
      if (confirming === 'rotate') {
        const secret = await rotate(webhook.id);
        toast.success(rotatedText, {
          description: secret.previousKeyExpiresAt ? (
            <>
              The previous secret keeps signing until <DateTime value={secret.previousKeyExpiresAt} format="dd-MM-yyyy hh:mm a" />.
            </>
          ) : undefined,
          durationMs: 3000,
        });
      } else if (confirming === 'archive' || confirming === 'unarchive') {
        await archive(webhook.id, confirming === 'archive');
        toast.success(confirming === 'archive' ? webhookToasts.archived : webhookToasts.unarchived, { durationMs: WEBHOOK_TOAST_MS });
      } else if (confirming === 'delete') {
        await remove(webhook.id);
        toast.success(webhookToasts.deleted, { durationMs: WEBHOOK_TOAST_MS });
        void navigate(paths.webhooks);
      }
    });

  const items: MenuItemData[] = [
    { id: 'replay', label: 'Replay failed since…', icon: 'refresh', isHidden: !canUpdate, onAction: () => setReplaying(true) },
    { id: 'rotate', label: 'Rotate secret', icon: 'key', isHidden: !canUpdate, onAction: () => setConfirming('rotate') },
    isArchived
      ? { id: 'unarchive', label: 'Unarchive', icon: 'upload', isHidden: !canUpdate, onAction: () => setConfirming('unarchive') }
      : { id: 'archive', label: 'Archive', icon: 'download', isHidden: !canUpdate, onAction: () => setConfirming('archive') },
    { id: 'delete', label: 'Delete', icon: 'trash', tone: 'danger', isHidden: !canDelete, onAction: () => setConfirming('delete') },
  ];
  if (items.every((item) => item.isHidden)) return null;

  const modal: Record<Confirmation, ConfirmTexts> = {
    rotate: { title: 'Rotate signing secret', message: ROTATE_SECRET_TEXT, confirmLabel: 'Rotate secret', tone: 'default' },
    archive: {
      title: 'Archive webhook',
      message: `Archive ${name}? It stops receiving events (they are recorded as Skipped) and cannot be switched on until it is unarchived. Its events stay readable.`,
      confirmLabel: 'Archive',
      tone: 'default',
    },
    unarchive: { title: 'Unarchive webhook', message: `Unarchive ${name}? It comes back switched off; switch it on when its receiver is ready.`, confirmLabel: 'Unarchive', tone: 'default' },
    delete: { title: 'Delete webhook', message: `Delete ${name}? Its events are deleted with it. This cannot be undone.`, confirmLabel: 'Delete', tone: 'danger' },
  };
  const shown = modal[confirmation.kind];

  return (
    <>
      <Menu trigger={<IconButton icon="moreVertical" label="More actions" variant="secondary" />} items={items} placement="bottom end" />
      <ConfirmModal
        isOpen={confirming !== null}
        title={shown.title}
        message={shown.message}
        confirmLabel={shown.confirmLabel}
        cancelLabel="Cancel"
        tone={shown.tone}
        isLoading={isBusy}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
      <ReplayFailedDialog webhook={webhook} isOpen={replaying} onClose={() => setReplaying(false)} now={now} />
    </>
  );
}
