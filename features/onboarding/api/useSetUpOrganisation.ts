import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { CreateOrganisationRequest } from '~/contract';
import { authDetailsKey, createOrganisation, organizationsKey, useApiClient, useApiEnvironment } from '~/lib/api';
import { useSelectOrganization } from '~/lib/session';
import { paths } from '~/lib/routes';
import { toast } from '~/design-system';
import { createDefaultCredential } from './defaultCredential';

export const CREATE_ORGANISATION_FAILED = 'Unable to create the organization. Please contact support for assistance.';
const FAILURE_TOAST_MS = 2000;

/**
 * Creates the organisation, then (document 1 section 4.2) makes it active, creates its default
 * API key, refetches the organisations and the auth details, and opens Home. A failed creation
 * shows the error toast and leaves the form as it was.
 */
export function useSetUpOrganisation(): { setUp: (body: CreateOrganisationRequest) => Promise<boolean>; isSettingUp: boolean } {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const setActiveOrgId = useSelectOrganization();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [isSettingUp, setSettingUp] = useState(false);

  const setUp = async (body: CreateOrganisationRequest): Promise<boolean> => {
    setSettingUp(true);
    let orgId: string;
    try {
      orgId = (await createOrganisation(client, body, { orgId: null })).organisation_id;
    } catch {
      toast.error(CREATE_ORGANISATION_FAILED, { durationMs: FAILURE_TOAST_MS });
      setSettingUp(false);
      return false;
    }
    setActiveOrgId(orgId);
    // The organisation exists even if its default key cannot be made; the Keys page can make one.
    await createDefaultCredential(client, orgId).catch(() => undefined);
    const sessionKeys = [organizationsKey(environment)[0], authDetailsKey({ ...environment, orgId })?.[0]];
    await mutate((key) => Array.isArray(key) && sessionKeys.includes(key[0]));
    await navigate(paths.home);
    return true;
  };

  return { setUp, isSettingUp };
}
