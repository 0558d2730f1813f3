import useSWR, { type SWRResponse } from 'swr';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';

export type WebhookEventType = components['schemas']['WebhookEventType'];

const EVENTS_PATH = '/platform/webhooks/events';
type EventsKey = readonly [typeof EVENTS_PATH, Region, Mode, string];

/** GET /platform/webhooks/events: the event types a webhook can receive. */
export function useWebhookEventTypes(): SWRResponse<components['schemas']['WebhookEventTypes'], ApiError> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const key: EventsKey | null = environment.orgId ? [EVENTS_PATH, environment.region, environment.mode, environment.orgId] : null;
  return useSWR(key, ([, region, mode, orgId]: EventsKey) => unwrap(client.at({ region, mode, orgId }).GET(EVENTS_PATH)), { revalidateOnFocus: false });
}

/** Event types grouped by the first dotted segment of each name ('transaction.completed' → 'transaction'), in first-seen order. */
export function groupEventTypes(types: readonly string[]): { group: string; types: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const type of types) {
    const group = type.split('.')[0] ?? type;
    groups.set(group, [...(groups.get(group) ?? []), type]);
  }
  return [...groups].map(([group, members]) => ({ group, types: members }));
}
