import { useSWRConfig } from 'swr';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment } from '~/lib/api';
import { isWebhooksKey } from './webhooks';

export type WebhookSecret = components['schemas']['WebhookSecret'];

/** GET /platform/webhooks/{id}/secret, read when the operator reveals it (each read is audited, so it is not cached). */
export function useFetchWebhookSecret(): (webhookId: string) => Promise<WebhookSecret> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  return (webhookId) => unwrap(client.at(environment).GET('/platform/webhooks/{webhookId}/secret', { params: { path: { webhookId } } }));
}

/** POST .../secret/rotate: a new secret; the old one signs beside it for 24 hours. */
export function useRotateWebhookSecret(): (webhookId: string) => Promise<WebhookSecret> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const { mutate } = useSWRConfig();
  return async (webhookId) => {
    const secret = await unwrap(client.at(environment).POST('/platform/webhooks/{webhookId}/secret/rotate', { params: { path: { webhookId } } }));
    void mutate(isWebhooksKey);
    return secret;
  };
}
