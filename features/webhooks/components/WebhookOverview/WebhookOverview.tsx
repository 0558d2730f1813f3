import { Card, CopyButton, DateTime } from '~/design-system';
import type { Webhook } from '../../api';
import { SignatureField } from '../SignatureField';
import { Field, FieldName, FieldValue, OverviewGrid, RotationNote, Url } from './WebhookOverview.styles';

export interface WebhookOverviewProps {
  webhook: Webhook;
  /** The current time: a rotation's note shows while the previous secret still signs. */
  now?: () => Date;
}

/**
 * The Overview block (document 3 section 2): URL, the masked Signature, 'Last Updated On' and
 * 'Last Created On'. The specification swaps the two date labels against their fields on purpose
 * ('Last Updated On' shows createdAt, 'Last Created On' shows updatedAt); the page keeps it.
 */
export function WebhookOverview({ webhook, now = () => new Date() }: WebhookOverviewProps) {
  const previousExpires = webhook.previousSecretExpiresAt && Date.parse(webhook.previousSecretExpiresAt) > now().getTime() ? webhook.previousSecretExpiresAt : null;
  return (
    <Card title="Overview" headingLevel={2} as="section">
      <OverviewGrid>
        <Field>
          <FieldName>URL</FieldName>
          <FieldValue>
            <Url>{webhook.url}</Url>
            <CopyButton value={webhook.url} label="Copy URL" size="sm" />
          </FieldValue>
        </Field>
        {/* A new secret after a rotation: the field starts masked and reads the new one. */}
        <SignatureField key={webhook.previousSecretExpiresAt ?? 'unrotated'} webhookId={webhook.id} />
        <Field data-size="date">
          <FieldName>Last Updated On</FieldName>
          <FieldValue>
            <DateTime value={webhook.createdAt} format="dd MMM yyyy, hh:mm a" />
          </FieldValue>
        </Field>
        <Field data-size="date">
          <FieldName>Last Created On</FieldName>
          <FieldValue>
            <DateTime value={webhook.updatedAt} format="dd MMM yyyy, hh:mm a" />
          </FieldValue>
        </Field>
        {previousExpires ? (
          <RotationNote data-size="full">
            Secret rotated: the previous secret also signs deliveries until <DateTime value={previousExpires} format="dd MMM yyyy, hh:mm a" />.
          </RotationNote>
        ) : null}
      </OverviewGrid>
    </Card>
  );
}
