import { useId } from 'react';
import { Badge, formatDateTime, Icon, Switch, Tooltip } from '~/design-system';
import type { Webhook } from '../../api';
import { webhookHealth, webhookHealthText } from '../../model';
import { HealthNote, StatusStack } from './WebhookStatusCell.styles';

/** Tooltip of the switch for a user who may read webhooks but not change them (update:webhooks). */
export const NO_UPDATE_PERMISSION = 'You do not have permission to update webhooks';

export interface WebhookStatusCellProps {
  hook: Webhook;
  canUpdate: boolean;
  /** The state being saved (disabled), shown at once; undefined when nothing is pending. */
  pendingDisabled: boolean | undefined;
  onToggle: (hook: Webhook) => void;
}

/**
 * The Status cell of the webhooks list (document 3 section 2): a switch, on when the webhook is not
 * disabled. Beyond the specification, delivery's marks: an archived webhook shows 'Archived' in
 * place of the switch; a warned one says since when it has been failing; one that delivery
 * disabled says why.
 */
export function WebhookStatusCell({ hook, canUpdate, pendingDisabled, onToggle }: WebhookStatusCellProps) {
  const noteId = useId();
  const health = webhookHealth(hook);
  if (health.kind === 'archived') {
    return (
      <StatusStack>
        <Badge tone="neutral" size="sm">
          {webhookHealthText.archived}
        </Badge>
      </StatusStack>
    );
  }
  const isPending = pendingDisabled !== undefined;
  const enabled = !(isPending ? pendingDisabled : hook.disabled);
  const note =
    health.kind === 'warned' ? (
      <HealthNote id={noteId} $tone="warning">
        <Icon name="warning" size="sm" />
        {webhookHealthText.warned(formatDateTime(health.failingSince, 'dd MMM yyyy'))}
      </HealthNote>
    ) : health.kind === 'disabledFailing' ? (
      <HealthNote id={noteId} $tone="danger">
        <Icon name="error" size="sm" />
        {webhookHealthText.disabledFailing}
      </HealthNote>
    ) : null;
  const control = (
    <Switch
      aria-label={`Status: ${hook.description}`}
      aria-describedby={note && canUpdate ? noteId : undefined}
      label={enabled ? 'Active' : 'Inactive'}
      size="sm"
      isSelected={enabled}
      isDisabled={!canUpdate || isPending}
      onChange={() => onToggle(hook)}
    />
  );
  return (
    <StatusStack>
      {canUpdate ? (
        control
      ) : (
        <Tooltip content={NO_UPDATE_PERMISSION} wrapDisabled>
          {control}
        </Tooltip>
      )}
      {note}
    </StatusStack>
  );
}
