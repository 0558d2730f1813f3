import type { components, operations, paths } from './types.gen';

export type { components, operations, paths };

type Schemas = components['schemas'];

export type ErrorType = Schemas['ErrorType'];
export type ApiErrorBody = Schemas['Error'];
export type UnauthorizedErrorBody = Schemas['UnauthorizedError'];
export type Region = Schemas['Region'];
export type OrganizationId = Schemas['OrganizationId'];
export type Role = Schemas['Role'];
export type PermissionAction = Schemas['PermissionAction'];
export type PermissionResource = Schemas['PermissionResource'];
/** `action:resource`; the contract's `Permission` schema checks the same pattern at run time. */
export type Permission = `${PermissionAction}:${PermissionResource}`;
export type FeatureFlag = Schemas['FeatureFlag'];
export type FeatureFlags = Schemas['FeatureFlags'];
export type FeatureArea = keyof FeatureFlags;
export type User = Schemas['User'];
export type AuthDetails = Schemas['AuthDetails'];
export type Industry = Schemas['Industry'];
export type Geography = Schemas['Geography'];
export type Organization = Schemas['Organization'];
export type OrganizationList = Schemas['OrganizationList'];
export type LiveStatus = Schemas['LiveStatus'];
export type MerchantPaymentType = Schemas['MerchantPaymentType'];
export type OrganizationSettings = Schemas['OrganizationSettings'];
export type Usage = Schemas['Usage'];
export type IndianState = Schemas['IndianState'];
export type LiveModeRequest = Schemas['LiveModeRequest'];
export type LiveModeRequestResult = Schemas['LiveModeRequestResult'];
export type CreateOrganisationRequest = Schemas['CreateOrganisationRequest'];
export type CreateOrganisationResult = Schemas['CreateOrganisationResult'];
export type GettingStarted = Schemas['GettingStarted'];
export type DocsLink = Schemas['DocsLink'];
export type Health = Schemas['Health'];

/** Name of the header that says which organisation a call acts on. */
export const ORG_ID_HEADER = 'X-Veriflow-Auth-Org-ID';

/** The environments the API is served in, as path segments under `/api`. */
export const API_ENVIRONMENTS = ['sandbox', 'live'] as const;
export type ApiEnvironmentSegment = (typeof API_ENVIRONMENTS)[number];

/** The console's test/live switch; each mode talks to one environment. */
export type Mode = 'test' | 'live';
export const MODE_ENVIRONMENT: Readonly<Record<Mode, ApiEnvironmentSegment>> = { test: 'sandbox', live: 'live' };

/** The stored condition language (contract/conditions). */
export * from './conditions';
