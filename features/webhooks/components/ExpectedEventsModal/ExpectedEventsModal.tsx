import { Button, ErrorState, Modal, Spinner } from '~/design-system';
import { groupEventTypes, useWebhookEventTypes } from '../../api';
import { describeEventType, WEBHOOKS_LOAD_ERROR } from '../../model';
import { EventDescription, EventItem, EventList, Group, GroupHeading, GroupList, LoadingBox } from './ExpectedEventsModal.styles';

/** The fixed texts of document 3 section 2, word for word. */
export const EXPECTED_EVENTS_TITLE = 'Events for Webhooks';
export const EXPECTED_EVENTS_UPDATED = 'Last Updated on 30 August 2023';

export interface ExpectedEventsModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The event types a webhook can receive (GET /platform/webhooks/events), grouped by the part before the first dot. */
function ExpectedEventsContent() {
  const events = useWebhookEventTypes();
  if (events.error && !events.data) {
    return <ErrorState size="sm" description={WEBHOOKS_LOAD_ERROR} onRetry={() => void events.mutate()} isRetrying={events.isValidating} />;
  }
  if (!events.data) {
    return (
      <LoadingBox>
        <Spinner label="Loading event types" />
      </LoadingBox>
    );
  }
  return (
    <GroupList>
      {groupEventTypes(events.data.eventTypes).map(({ group, types }) => (
        <Group key={group} aria-labelledby={`expected-events-${group}`}>
          <GroupHeading id={`expected-events-${group}`}>{group.replaceAll('_', ' ')}</GroupHeading>
          <EventList>
            {types.map((type) => (
              <EventItem key={type}>
                <code>{type}</code>
                {describeEventType(type) && <EventDescription>{describeEventType(type)}</EventDescription>}
              </EventItem>
            ))}
          </EventList>
        </Group>
      ))}
    </GroupList>
  );
}

/**
 * The expected-events modal (document 3 section 2, under the webhook detail; the list page opens
 * it too): heading 'Events for Webhooks', the fixed 'Last Updated on 30 August 2023', the event
 * types grouped by their first dotted segment, and 'Got it'.
 */
export function ExpectedEventsModal({ isOpen, onOpenChange }: ExpectedEventsModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={EXPECTED_EVENTS_TITLE}
      description={EXPECTED_EVENTS_UPDATED}
      size="md"
      footer={<Button onPress={() => onOpenChange(false)}>Got it</Button>}
    >
      <ExpectedEventsContent />
    </Modal>
  );
}
