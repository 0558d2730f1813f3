import type { components } from '~/contract';
import { unwrap, type ApiClient } from '../client';

type ImpersonationRequest = components['schemas']['ImpersonationRequest'];
type ImpersonationSession = components['schemas']['ImpersonationSession'];

/**
 * POST /api/auth/impersonation: exchanges the one-time token of a platform operator's link for the
 * HttpOnly session cookie of a super-admin session (ADR 0010). The token is spent by the call.
 */
export function startImpersonation(client: ApiClient, body: ImpersonationRequest): Promise<ImpersonationSession> {
  return unwrap(client.platform().POST('/auth/impersonation', { body }));
}
