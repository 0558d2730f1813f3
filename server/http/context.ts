import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Permission, Role } from '../auth/roles';

export type Environment = 'test' | 'live';

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  isPlatformOperator: boolean;
  /** Set for a platform operator's impersonation session: the one organisation it reaches (ADR 0010). */
  impersonatedOrgId: string | null;
}

/** What a route handler knows about the call beyond its input. */
export interface RequestContext {
  db: Kysely<Database>;
  request: FastifyRequest;
  /** test under /api/sandbox, live under /api/live; null for calls outside the environments. */
  environment: Environment | null;
  user: SignedInUser | null;
  /** The session cookie's name (routes that start a session set it). */
  sessionCookie?: string;
}

export interface SignedInContext extends RequestContext {
  user: SignedInUser;
}

/** A call acting on an organisation the user belongs to (named by the organisation header). */
export interface OrgContext extends SignedInContext {
  orgId: string;
  role: Role;
  permissions: ReadonlySet<Permission>;
  environment: Environment;
  /**
   * Records an entry in the organisation's audit log; pass the transaction of the write it
   * records (`within`) so that the write and its entry commit together or not at all.
   */
  audit(action: string, target: { type: string; id?: string | null }, detail?: Record<string, unknown>, within?: Kysely<Database>): Promise<void>;
}

/** The API key a call was made with (`Authorization: Bearer`). */
export interface ApiKeyCaller {
  credentialId: string;
  appName: string;
}

/**
 * A call to an endpoint that takes an API key or a session (the transaction endpoints): the
 * organisation comes from the key, or from the header of a member's session (then `user` is set
 * and `apiKey` is absent).
 */
export interface ApiCallerContext extends RequestContext {
  orgId: string;
  environment: Environment;
  apiKey?: ApiKeyCaller;
}

/** The QuickLink a hosted-flow call was made through (its token), as the guard found it (ADR 0025). */
export interface HostedLink {
  id: string;
  workflowId: string;
  showResponseOutput: boolean;
  redirectionUrl: string | null;
  transactionLimit: number;
  transactionCount: number;
}

/**
 * A call to a /hosted operation with a QuickLink's token: the organisation and environment are the
 * link's, and the call may act only within the link's scope.
 */
export interface HostedLinkContext extends RequestContext {
  user: null;
  orgId: string;
  environment: Environment;
  hostedLink: HostedLink;
}
