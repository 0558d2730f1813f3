import { DateTime, Icon } from '~/design-system';
import type { Webhook } from '../../api';
import { Notice, NoticeText } from './WebhookHealthNotice.styles';

/**
 * What delivery says about the webhook, beyond document 3: archived; switched off after 5 days of
 * failures; or warned that it will be. Nothing when it is healthy.
 */
export function WebhookHealthNotice({ webhook }: { webhook: Webhook }) {
  if (webhook.archivedAt) {
    return (
      <Notice $tone="info" role="status">
        <Icon name="info" />
        <NoticeText>
          <strong>Archived</strong>
          <span>
            Archived on <DateTime value={webhook.archivedAt} format="dd-MM-yyyy hh:mm a" />. It receives no events (they are recorded as Skipped) and cannot be switched on until it is
            unarchived.
          </span>
        </NoticeText>
      </Notice>
    );
  }
  const since = webhook.failingSince ?? webhook.warnedAt;
  if (webhook.disabled && webhook.disabledReason === 'failing') {
    return (
      <Notice $tone="danger" role="status">
        <Icon name="error" />
        <NoticeText>
          <strong>Switched off after 5 days of failures</strong>
          <span>
            {since ? (
              <>
                Deliveries failed from <DateTime value={since} format="dd-MM-yyyy hh:mm a" />{' '}
              </>
            ) : (
              'Deliveries failed '
            )}
            for 5 days, so the webhook was disabled; its events are recorded as Skipped meanwhile. Fix the receiver, then switch the webhook on again.
          </span>
        </NoticeText>
      </Notice>
    );
  }
  if (webhook.warnedAt && !webhook.disabled) {
    return (
      <Notice $tone="warning" role="status">
        <Icon name="warning" />
        <NoticeText>
          <strong>Deliveries are failing</strong>
          <span>
            Failing since <DateTime value={since ?? webhook.warnedAt} format="dd-MM-yyyy hh:mm a" />; it will be disabled after 5 days of failures.
          </span>
        </NoticeText>
      </Notice>
    );
  }
  return null;
}
