import { Accordion, AccordionItem, CodeBlock, DateTime, Drawer, EmptyState, ErrorState, Link, Spinner, StatusBadge, Text } from '~/design-system';
import { href } from '~/lib/routes';
import { useWebhookAttempts, type Webhook, type WebhookMessage } from '../../api';
import { MESSAGE_STATUS_TONE } from '../../model/messageStatus';
import { receiverSnippet } from '../../model/receiverSnippet';
import { DeliveryAttempt, TRIGGER_LABEL, attemptTitle } from './DeliveryAttempt';
import { AttemptMeta, AttemptTitle, Centered, Facts, InspectorBody, Section } from './DeliveryInspector.styles';

export interface DeliveryInspectorProps {
  webhook: Webhook;
  /** The message inspected; null keeps the drawer closed. */
  message: WebhookMessage | null;
  onClose: () => void;
}

function Attempts({ webhook, message }: { webhook: Webhook; message: WebhookMessage }) {
  const attempts = useWebhookAttempts(webhook.id, message.id);
  if (attempts.error && !attempts.data) {
    return <ErrorState size="sm" title="Something went wrong" description="The attempts could not be loaded." onRetry={() => void attempts.mutate()} isRetrying={attempts.isValidating} headingLevel={3} />;
  }
  if (!attempts.data) {
    return (
      <Centered>
        <Spinner label="Loading attempts" />
      </Centered>
    );
  }
  const list = attempts.data.data;
  if (list.length === 0) {
    const why = message.status === 'Skipped' ? (message.lastError ?? 'The webhook was switched off when the event happened, so nothing was sent.') : 'No attempt has been made yet.';
    return <EmptyState size="sm" icon="clock" title="No attempts" description={why} headingLevel={3} />;
  }
  // Every attempt open: what each request carried and what came back is the point of the inspector.
  return (
    <Accordion allowsMultipleExpanded defaultExpandedKeys={list.map((attempt) => String(attempt.attempt))}>
      {list.map((attempt) => (
        <AccordionItem
          key={attempt.attempt}
          id={String(attempt.attempt)}
          headingLevel={3}
          title={
            <AttemptTitle>
              {attemptTitle(attempt)}
              <AttemptMeta>
                {TRIGGER_LABEL[attempt.trigger]} · <DateTime value={attempt.createdAt} format="dd-MM-yyyy HH:mm:ss" showTimeZone={false} />
              </AttemptMeta>
            </AttemptTitle>
          }
        >
          <DeliveryAttempt attempt={attempt} />
        </AccordionItem>
      ))}
    </Accordion>
  );
}

/**
 * The delivery inspector (issue 17, beyond document 3): a message's every attempt, with the
 * request's headers and body, the receiver's answer (status, headers, the start of the body) or
 * why none came, and a receiver that checks the signature, ready to copy.
 */
export function DeliveryInspector({ webhook, message, onClose }: DeliveryInspectorProps) {
  return (
    <Drawer
      isOpen={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={message ? `Delivery of ${message.eventType}` : 'Delivery'}
      description={message ? <Text tone="muted">{message.id}</Text> : undefined}
    >
      {message ? (
        <InspectorBody>
          <Facts>
            <div>
              <dt>Status</dt>
              <dd>
                <StatusBadge tone={MESSAGE_STATUS_TONE[message.status]} label={message.status} size="sm" />
              </dd>
            </div>
            <div>
              <dt>Event time</dt>
              <dd>
                <DateTime value={message.timestamp} format="dd-MM-yyyy HH:mm:ss" />
              </dd>
            </div>
            <div>
              <dt>Attempts</dt>
              <dd>{message.attempts}</dd>
            </div>
            {message.transactionId ? (
              <div>
                <dt>Transaction</dt>
                <dd>
                  <Link href={href('reportTransaction', { transactionId: message.transactionId })}>{message.transactionId}</Link>
                </dd>
              </div>
            ) : null}
            {message.workflowVersion != null ? (
              <div>
                <dt>Workflow version</dt>
                <dd>v{message.workflowVersion}</dd>
              </div>
            ) : null}
            {message.status === 'Pending' && message.nextAttemptAt ? (
              <div>
                <dt>Next attempt</dt>
                <dd>
                  <DateTime value={message.nextAttemptAt} format="dd-MM-yyyy HH:mm:ss" />
                </dd>
              </div>
            ) : null}
          </Facts>
          <Section aria-labelledby="delivery-attempts-title">
            <Text as="div" weight="semibold" id="delivery-attempts-title">
              Attempts
            </Text>
            <Attempts webhook={webhook} message={message} />
          </Section>
          <Section aria-labelledby="delivery-receiver-title">
            <Text as="div" weight="semibold" id="delivery-receiver-title">
              Verify deliveries in your receiver
            </Text>
            <Text variant="small" tone="muted">
              Each delivery is signed by the Standard Webhooks scheme. Check the signature over the raw body before you trust an event.
            </Text>
            <CodeBlock title="Node (Express)" language="javascript" code={receiverSnippet({ url: webhook.url, name: webhook.description })} copyLabel="Copy receiver code" copyToastMessage="Copied to clipboard" maxHeight="24rem" />
          </Section>
        </InspectorBody>
      ) : null}
    </Drawer>
  );
}
