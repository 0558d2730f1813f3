import { useEffect, useId, useRef, useState } from 'react';
import { Button, Icon, Modal, TextField, toast, useFormFields } from '~/design-system';
import { useCreateWebhook, useRefreshWebhooks, useSendTestEvents, useWebhookEventTypes, type Webhook } from '../../api';
import { WEBHOOK_TOAST_MS, webhookErrorMessage, webhookFormSchema, webhookToasts, type WebhookFormValues } from '../../model';
import { SignatureField } from '../SignatureField';
import { CreatedNote, DialogForm, EventsNote, ServerError } from './CreateWebhookDialog.styles';

/** The list refreshes this long after a creation (document 3 section 4). */
export const REFRESH_AFTER_CREATE_MS = 2000;

const EMPTY: WebhookFormValues = { description: '', url: '' };

export interface CreateWebhookDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

function CreateWebhookDialogBody({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const formId = useId();
  const form = useFormFields(webhookFormSchema, EMPTY);
  const { description, url } = form.fields;
  const events = useWebhookEventTypes();
  const create = useCreateWebhook();
  const sendTestEvents = useSendTestEvents();
  const [created, setCreated] = useState<Webhook | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isTesting, setTesting] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    if (created) return;
    setServerError(null);
    try {
      const hook = await create({
        description: values.description.trim(),
        url: values.url.trim(),
        // Every event type of the events call (document 3 section 5); the server's default is the same list.
        ...(events.data ? { filterTypes: events.data.eventTypes } : {}),
        disabled: false,
      });
      setCreated(hook);
      toast.success(webhookToasts.created, { durationMs: WEBHOOK_TOAST_MS });
      onCreated();
    } catch (error) {
      setServerError(webhookErrorMessage(error));
    }
  });

  const test = async () => {
    setTesting(true);
    try {
      await sendTestEvents();
      toast.success(webhookToasts.connectionTested, { durationMs: WEBHOOK_TOAST_MS });
    } catch (error) {
      toast.error(webhookErrorMessage(error), { durationMs: WEBHOOK_TOAST_MS });
    } finally {
      setTesting(false);
    }
  };

  const busy = form.isSubmitting || isTesting;
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title="Create Webhook"
      description="Veriflow sends this environment's events to the URL, signed with the webhook's secret."
      isDismissable={!busy}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            Cancel
          </Button>
          <Button variant="secondary" onPress={() => void test()} isDisabled={!created || form.isSubmitting} isLoading={isTesting} iconStart={<Icon name="rocket" size="sm" />}>
            Send Test Events
          </Button>
          <Button type="submit" form={formId} isDisabled={!form.isValid || created !== null} isLoading={form.isSubmitting}>
            Create Webhook
          </Button>
        </>
      }
    >
      <DialogForm id={formId} noValidate aria-label="Webhook details" onSubmit={(event) => void submit(event)}>
        {serverError && (
          <ServerError role="alert">
            <Icon name="error" size="sm" />
            <span>{serverError}</span>
          </ServerError>
        )}
        <TextField label="Webhook Name" placeholder="Eg. Core banking decisions" isRequired maxLength={100} isDisabled={created !== null} {...description} />
        <TextField
          label="URL"
          placeholder="https://example.com/webhooks"
          type="url"
          inputMode="url"
          autoComplete="url"
          isRequired
          isDisabled={created !== null}
          {...url}
          onChange={(value) => {
            setServerError(null);
            url.onChange(value);
          }}
        />
        {created ? (
          <>
            <SignatureField webhookId={created.id} label="Webhook Signature" />
            <CreatedNote role="status">
              <Icon name="success" size="sm" />
              <span>Created. Send test events to check that your receiver answers, and verify their signature with the secret above.</span>
            </CreatedNote>
          </>
        ) : (
          <EventsNote>It receives every expected event type{events.data ? ` (${events.data.eventTypes.length})` : ''}; it starts active.</EventsNote>
        )}
      </DialogForm>
    </Modal>
  );
}

/**
 * The Create Webhook dialog (document 3 sections 2, 4 and 5): Webhook Name and URL (its message
 * after blur), Create Webhook while the form is valid and nothing was created yet, then the
 * 'Webhook Signature' row and Send Test Events. The list refreshes 2 s after a creation, even when
 * the dialog has closed by then.
 */
export function CreateWebhookDialog({ isOpen, onClose }: CreateWebhookDialogProps) {
  const refresh = useRefreshWebhooks();
  const timers = useRef<number[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);
  const scheduleRefresh = () => {
    timers.current.push(window.setTimeout(() => void refresh(), REFRESH_AFTER_CREATE_MS));
  };
  return isOpen ? <CreateWebhookDialogBody onClose={onClose} onCreated={scheduleRefresh} /> : null;
}
