import { useSWRConfig } from 'swr';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment } from '~/lib/api';
import { isQuickLinksKey, type QuickLink } from './quickLinks';

export type QuickLinkUpdateRequest = components['schemas']['QuickLinkUpdateRequest'];

/** The row as PATCH takes it: every field of the QuickLink (the read-only ones are ignored by the server). */
export function updateRequestOf(link: QuickLink): QuickLinkUpdateRequest {
  const { id, name, workflowId, workflowName, redirectionUrl, transactionLimit, transactionCount, isEnabled, showResponseOutput, url, expiresAt, openedCount, startedCount, completedCount, outcomeCounts, createdAt, updatedAt } = link;
  return { id, name, workflowId, workflowName, redirectionUrl, transactionLimit, transactionCount, isEnabled, showResponseOutput, url, expiresAt, openedCount, startedCount, completedCount, outcomeCounts, createdAt, updatedAt };
}

/** PATCH /workflows/quicklink/{id} with the whole row (document 3 section 7); then the lists refetch. */
export function useUpdateQuickLink(): (link: QuickLink) => Promise<QuickLink> {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const { mutate } = useSWRConfig();
  return async (link) => {
    try {
      return await unwrap(
        client.at(environment).PATCH('/workflows/quicklink/{quicklinkId}', { params: { path: { quicklinkId: link.id } }, body: updateRequestOf(link) }),
      );
    } finally {
      void mutate(isQuickLinksKey);
    }
  };
}
