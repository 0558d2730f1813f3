import { useState, type FormEvent } from 'react';
import { Button, DatePicker, DateTime, Modal, RadioCardGroup, Text, toast, calendarDayIn } from '~/design-system';
import { useReplayWebhookMessages, type Webhook } from '../../api';
import { WEBHOOK_TOAST_MS, webhookErrorMessage } from '../../model';
import { REPLAY_STARTS, REPLAY_TRUNCATED_TEXT, replayResultText, replaySince, type ReplayStart } from '../../model/replayRange';
import { ReplayForm } from './ReplayFailedDialog.styles';

export const REPLAY_TITLE = 'Replay failed since…';

export interface ReplayFailedDialogProps {
  webhook: Webhook;
  isOpen: boolean;
  onClose: () => void;
  /** The current time (stories fix it). */
  now?: () => Date;
}

/**
 * 'Replay failed since…' (issue 17): sends again every failed message of the webhook whose event
 * happened since the chosen start; messages that succeeded on a later retry are no longer failed
 * and are left alone. The toast says how many were queued.
 */
export function ReplayFailedDialog({ webhook, isOpen, onClose, now = () => new Date() }: ReplayFailedDialogProps) {
  const replay = useReplayWebhookMessages(webhook.id);
  const [start, setStart] = useState<ReplayStart>('last24Hours');
  const [day, setDay] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const since = replaySince(start, now(), day);
  const today = calendarDayIn(now()).toString();

  const close = () => {
    setStart('last24Hours');
    setDay(null);
    setAttempted(false);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!since) return;
    setIsSending(true);
    try {
      const result = await replay({ since: since.toISOString(), until: now().toISOString() });
      toast.success(replayResultText(result.count), { description: result.truncated ? REPLAY_TRUNCATED_TEXT : undefined, durationMs: result.truncated ? 3000 : WEBHOOK_TOAST_MS });
      close();
    } catch (error) {
      toast.error(webhookErrorMessage(error), { durationMs: WEBHOOK_TOAST_MS });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isSending) close();
      }}
      title={REPLAY_TITLE}
      description="Failed messages of this webhook whose event happened since the start you choose are sent once more. Messages that later succeeded are skipped."
      isDismissable={!isSending}
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={isSending}>
            Cancel
          </Button>
          <Button type="submit" form="replay-failed-form" isLoading={isSending}>
            Replay failed messages
          </Button>
        </>
      }
    >
      <ReplayForm id="replay-failed-form" onSubmit={(event) => void submit(event)} noValidate>
        <RadioCardGroup label="Replay failed messages from" options={REPLAY_STARTS} value={start} onChange={(id) => id && setStart(id as ReplayStart)} columns={2} />
        {start === 'sinceDate' ? (
          <DatePicker
            label="Start date"
            value={day}
            onChange={setDay}
            maxValue={today}
            now={now}
            isRequired
            isInvalid={attempted && !since}
            errorMessage="Choose a day up to today"
            description="From 00:00 IST of that day until now."
          />
        ) : null}
        {since ? (
          <Text variant="small" tone="muted">
            From <DateTime value={since} format="dd-MM-yyyy hh:mm a" /> until now.
          </Text>
        ) : null}
      </ReplayForm>
    </Modal>
  );
}
