import useSWR, { type SWRResponse } from 'swr';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';

export type Webhook = components['schemas']['Webhook'];
export type WebhookList = components['schemas']['WebhookList'];

export const WEBHOOKS_PATH = '/platform/webhooks';

type WebhooksKey = readonly [typeof WEBHOOKS_PATH, Region, Mode, string];

/** Whether an SWR key is a webhooks list (any mode): what a change revalidates. */
export const isWebhooksKey = (key: unknown): boolean => Array.isArray(key) && key[0] === WEBHOOKS_PATH;

/** GET /platform/webhooks: the environment's webhooks (at most 20, no pagination), newest first. */
export function useWebhooks(): SWRResponse<WebhookList, ApiError> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const key: WebhooksKey | null = environment.orgId ? [WEBHOOKS_PATH, environment.region, environment.mode, environment.orgId] : null;
  return useSWR<WebhookList, ApiError, WebhooksKey | null>(key, ([, region, mode, orgId]: WebhooksKey) => unwrap(client.at({ region, mode, orgId }).GET(WEBHOOKS_PATH)));
}

/**
 * One webhook, read from the list (the API has no single-webhook read; an environment holds at
 * most 20). `data` is undefined while loading and null when the list has no such webhook.
 */
export function useWebhook(webhookId: string): Omit<SWRResponse<WebhookList, ApiError>, 'data'> & { data: Webhook | null | undefined } {
  const list = useWebhooks();
  const data = list.data ? (list.data.data.find((h) => h.id === webhookId) ?? null) : undefined;
  return { ...list, data } as Omit<SWRResponse<WebhookList, ApiError>, 'data'> & { data: Webhook | null | undefined };
}
