import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  ORG_ID_HEADER,
  type ApiErrorBody,
  type AuthDetails,
  type CreateOrganisationRequest,
  type FeatureFlags,
  type GettingStarted,
  type Organization,
  type OrganizationSettings,
  type Usage,
} from '~/contract';

/**
 * A small stand-in server for the client's own tests. The kernel (lib/api) may not import
 * fixtures/, even from tests, so these handlers are kept here; fixtures/ has the full set.
 */

export const ORG_ID = 'org_test';

const on = { read: true, write: true, delete: true };
const flags: FeatureFlags = {
  workflows: on,
  entities: on,
  lists: on,
  bulkVerification: on,
  customCapabilities: on,
  insights: on,
  demo: on,
  docs: on,
  transactions: on,
};

export const organization: Organization = { id: ORG_ID, displayName: 'Test Lending', industry: 'fintech', geography: 'in', role: 'owner' };

export const authDetails: AuthDetails = {
  user: { nickname: 'tess', user_name: 'Tess Tester', email: 'tess@example.com', email_verified: true },
  permissions: ['*:organization', 'read:workflows'],
  region: 'in',
  feature_flag: flags,
  isSuperAdmin: false,
  activeOrganizationId: ORG_ID,
};

export const settings: OrganizationSettings = {
  isLiveEnabled: true,
  liveStatus: 'NOT_REQUESTED',
  merchantPaymentType: 'prepaid',
  feature_flag: flags,
  isWhitelisted: true,
  isPrepaidAccount: true,
  isPostpaidAccount: false,
};

export const usage: Readonly<Record<'sandbox' | 'live', Usage>> = {
  sandbox: { lifeTimeAllocated: 100, lifeTimeUsage: 37, monthlyAllocated: 100, monthlyUsage: 12 },
  live: { lifeTimeAllocated: 25000, lifeTimeUsage: 8420, monthlyAllocated: 5000, monthlyUsage: 1875 },
};

export const gettingStarted: GettingStarted = {
  workflowCreated: true,
  workflowPublished: false,
  transactionRun: false,
  apiKeyCreated: true,
  liveRequested: false,
};

const forbidden: ApiErrorBody = { type: 'forbidden', message: 'Forbidden', description: 'Not a member of this organisation.' };
const conflict: ApiErrorBody = { type: 'conflict', message: 'Conflict', description: 'Already requested.' };

export interface TestServerOptions {
  /** Organisations of the user; defaults to the one test organisation. */
  organizations?: Organization[];
  /** When false, the go-live request answers 403 (a role without update:organization). */
  mayGoLive?: boolean;
}

/** Handlers for both environments and /api/health; POSTs change what later GETs answer. */
export function testHandlers(options: TestServerOptions = {}): HttpHandler[] {
  const organizations = [...(options.organizations ?? [organization])];
  let liveStatus = settings.liveStatus;
  const member = (request: Request) => organizations.some((o) => o.id === request.headers.get(ORG_ID_HEADER));

  return [
    http.get('*/api/:env/v1/auth/me', ({ request }) =>
      member(request) ? HttpResponse.json(authDetails) : HttpResponse.json(forbidden, { status: 403 }),
    ),
    http.get('*/api/:env/v1/auth/user/organizations', () => HttpResponse.json({ organizations })),
    http.get('*/api/:env/v1/auth/organization/settings', ({ request }) =>
      member(request) ? HttpResponse.json({ ...settings, liveStatus }) : HttpResponse.json(forbidden, { status: 403 }),
    ),
    http.get('*/api/:env/v1/auth/credits/:orgId', ({ params }) =>
      params.env === 'sandbox' || params.env === 'live' ? HttpResponse.json(usage[params.env]) : new HttpResponse(null, { status: 404 }),
    ),
    http.get('*/api/:env/v1/auth/getting-started', () => HttpResponse.json(gettingStarted)),
    http.get('*/api/:env/v1/auth/docs', () => HttpResponse.json({ url: '/docs' })),
    http.post('*/api/:env/v1/auth/customers', () => {
      if (options.mayGoLive === false) return HttpResponse.json(forbidden, { status: 403 });
      if (liveStatus !== 'NOT_REQUESTED') return HttpResponse.json(conflict, { status: 409 });
      liveStatus = 'PENDING';
      return HttpResponse.json({ liveStatus });
    }),
    http.post('*/api/:env/v1/auth/create-organisation', async ({ request }) => {
      const body = (await request.json()) as CreateOrganisationRequest;
      const id = `org_${organizations.length + 1}`;
      organizations.push({ id, displayName: body.displayName, industry: body.industry, geography: body.geography, role: 'owner' });
      return HttpResponse.json({ organisation_id: id }, { status: 201 });
    }),
    http.get('*/api/health', () => HttpResponse.json({ status: 'ok', database: { status: 'ok', driver: 'pglite' }, version: '0.1.0' })),
  ];
}
