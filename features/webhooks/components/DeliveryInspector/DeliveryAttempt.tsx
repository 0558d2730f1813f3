import { CodeBlock, DateTime, HttpStatusBadge, JsonViewer, StatusBadge, Text } from '~/design-system';
import type { WebhookAttempt } from '../../api';
import { AttemptBody, Facts, NoAnswer, Section } from './DeliveryInspector.styles';

/** Headers as they go over the wire, one `name: value` a line. */
const headersText = (headers: Record<string, string> | undefined) =>
  Object.entries(headers ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

function parsedJson(text: string | undefined): { ok: true; value: unknown } | { ok: false } {
  if (!text) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export const TRIGGER_LABEL: Record<WebhookAttempt['trigger'], string> = { scheduled: 'Scheduled', manual: 'Manual' };

/** The title line of an attempt: its number, outcome and the receiver's status code. */
export function attemptTitle(attempt: WebhookAttempt): string {
  const answer = attempt.statusCode != null ? String(attempt.statusCode) : 'No answer';
  return `Attempt ${attempt.attempt} · ${attempt.status} · ${answer}`;
}

/** One delivery attempt: what was sent (headers and body) and what came back, or why nothing did. */
export function DeliveryAttempt({ attempt }: { attempt: WebhookAttempt }) {
  const body = parsedJson(attempt.requestBody);
  const responseHeaders = headersText(attempt.responseHeaders);
  return (
    <AttemptBody>
      <Facts>
        <div>
          <dt>Trigger</dt>
          <dd>{TRIGGER_LABEL[attempt.trigger]}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge tone={attempt.status === 'Success' ? 'success' : 'failed'} label={attempt.status} size="sm" />
          </dd>
        </div>
        <div>
          <dt>Status code</dt>
          <dd>{attempt.statusCode != null ? <HttpStatusBadge code={attempt.statusCode} size="sm" /> : <Text tone="muted">None</Text>}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{attempt.durationMs.toLocaleString('en-IN')} ms</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>
            <DateTime value={attempt.createdAt} format="dd-MM-yyyy HH:mm:ss" />
          </dd>
        </div>
      </Facts>
      <Section aria-label={`Request of attempt ${attempt.attempt}`}>
        <Text weight="semibold">Request</Text>
        <Text variant="small" tone="muted">
          POST {attempt.url}
        </Text>
        <CodeBlock title="Request headers" code={headersText(attempt.requestHeaders) || 'No headers recorded'} wrap copyLabel="Copy request headers" copyToastMessage="Copied to clipboard" />
        {body.ok ? (
          <JsonViewer title="Request body" value={body.value} aria-label={`Request body of attempt ${attempt.attempt}`} defaultExpandedDepth={Infinity} showExpandControls={false} copyLabel="Copy request body" copyToastMessage="Copied to clipboard" />
        ) : (
          <CodeBlock title="Request body" code={attempt.requestBody || 'No body recorded'} wrap copyLabel="Copy request body" copyToastMessage="Copied to clipboard" />
        )}
      </Section>
      <Section aria-label={`Response of attempt ${attempt.attempt}`}>
        <Text weight="semibold">Response</Text>
        {attempt.statusCode == null ? (
          <NoAnswer>No answer came: {attempt.error ?? 'the receiver did not respond'}</NoAnswer>
        ) : (
          <>
            {attempt.error ? <NoAnswer>{attempt.error}</NoAnswer> : null}
            <CodeBlock title="Response headers" code={responseHeaders || 'No headers'} wrap copyLabel="Copy response headers" copyToastMessage="Copied to clipboard" />
            <CodeBlock title="Response body (start)" code={attempt.responseExcerpt || 'Empty body'} wrap maxHeight="16rem" copyLabel="Copy response body" copyToastMessage="Copied to clipboard" />
          </>
        )}
      </Section>
    </AttemptBody>
  );
}
