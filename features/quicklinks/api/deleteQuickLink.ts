import { useSWRConfig } from 'swr';
import { unwrap, useApiClient, useApiEnvironment } from '~/lib/api';
import { isQuickLinksKey } from './quickLinks';

/** DELETE /workflows/quicklink/{id}: the link stops working; then the lists refetch. */
export function useDeleteQuickLink(): (quicklinkId: string) => Promise<void> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const { mutate } = useSWRConfig();
  return async (quicklinkId) => {
    await unwrap(client.at(environment).DELETE('/workflows/quicklink/{quicklinkId}', { params: { path: { quicklinkId } } }));
    await mutate(isQuickLinksKey);
  };
}
