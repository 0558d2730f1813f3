import { useSWRConfig } from 'swr';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment } from '~/lib/api';
import { isQuickLinksKey, type QuickLink } from './quickLinks';

export type QuickLinkCreateRequest = components['schemas']['QuickLinkCreateRequest'];

/** POST /workflows/quicklink in the current mode; the lists are revalidated. */
export function useCreateQuickLink(): (request: QuickLinkCreateRequest) => Promise<QuickLink> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const { mutate } = useSWRConfig();
  return async (body) => {
    const created = await unwrap(client.at(environment).POST('/workflows/quicklink', { body }));
    void mutate(isQuickLinksKey);
    return created;
  };
}
