export { useAuthDetails, authDetailsKey, AUTH_DETAILS_PATH, fetchAuthDetails, type AuthDetailsKey } from './authDetails';
export {
  useOrganizations,
  organizationsKey,
  ORGANIZATIONS_PATH,
  fetchOrganizations,
  createOrganisation,
  useCreateOrganisation,
  type OrganizationsKey,
  type CreateOrganisationKey,
} from './organizations';
export {
  useOrganizationSettings,
  organizationSettingsKey,
  ORGANIZATION_SETTINGS_PATH,
  fetchOrganizationSettings,
  type OrganizationSettingsKey,
} from './organizationSettings';
export { useUsage, usageKey, fetchUsage, type UsageKey } from './usage';
export { useGettingStarted, gettingStartedKey, fetchGettingStarted, type GettingStartedKey } from './gettingStarted';
export { useDocsLink, docsLinkKey, fetchDocsLink, type DocsLinkKey } from './docsLink';
export { requestLiveMode, useRequestLiveMode, type LiveModeRequestKey } from './liveMode';
export { startImpersonation } from './impersonation';
