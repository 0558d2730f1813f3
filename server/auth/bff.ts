import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import * as client from 'openid-client';
import type { Database } from '../db/schema';
import { acceptInvitation } from '../identity/invitations';
import { messagePage } from '../identity/pages/message';
import { LOGIN_FLOW_COOKIE, saveLoginFlow, takeLoginFlow } from './loginFlows';
import { localUserFor, type IdTokenIdentity } from './signInUser';
import { assertSameOrigin } from './sameOrigin';
import { createSession, endSession, readSession, sessionCookieOptions } from './sessions';

export interface BffOptions {
  db: Kysely<Database>;
  publicUrl: string;
  secureCookies: boolean;
  sessionCookie: string;
  scope: string;
  /** The discovered provider configuration (openid-client). */
  oidc: () => Promise<client.Configuration>;
  /** Whether the provider is the embedded one (its subject is the local user id). */
  embedded: boolean;
  /** Ends the browser's session at the embedded provider (its cookie reaches this server). */
  endProviderSession?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The development sign-in page, shown at /auth/login when VERIFLOW_DEV_LOGIN=1 (ADR 0007). */
  devSignInPage?: (query: URLSearchParams) => Promise<string>;
}

type LoginQuery = { organization?: string; invitation?: string; idp?: string };
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const page = (reply: FastifyReply, status: number, body: string) => reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

function forwarded(query: LoginQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['organization', 'invitation'] as const) {
    const value = query[key];
    if (typeof value === 'string' && ID_PATTERN.test(value)) params.set(key, value);
  }
  return params;
}

/**
 * The backend-for-frontend (ADR 0008): the server is the OIDC client (authorization code with
 * PKCE S256, state and nonce); the browser only ever holds the HttpOnly session cookie, while the
 * ID, access and refresh tokens stay in `session_tokens`.
 */
export async function bffRoutes(app: FastifyInstance, options: BffOptions) {
  const { db, publicUrl } = options;
  const flowCookie = { path: '/auth', httpOnly: true, sameSite: 'lax' as const, secure: options.secureCookies, maxAge: 600 };
  const failed = (reply: FastifyReply, status: number, message: string) => {
    reply.clearCookie(LOGIN_FLOW_COOKIE, { path: '/auth' });
    return page(reply, status, messagePage({ title: 'Sign-in could not be completed', message, link: { href: '/auth/login', label: 'Sign in again' } }));
  };

  const startLogin = async (request: FastifyRequest<{ Querystring: LoginQuery }>, reply: FastifyReply) => {
    const params = forwarded(request.query);
    const canonical = new URL(publicUrl);
    const forwardedHost = request.headers['x-forwarded-host'];
    const seenHost = typeof forwardedHost === 'string' ? forwardedHost.split(',')[0]?.trim() : request.headers.host;
    if (seenHost !== canonical.host) {
      // The flow's cookies must live on the address the provider returns to.
      params.set('idp', 'veriflow');
      return reply.redirect(`${canonical.origin}/auth/login?${params.toString()}`, 302);
    }
    let config: client.Configuration;
    try {
      config = await options.oidc();
    } catch (error) {
      request.log.error({ err: error }, 'the identity provider cannot be reached');
      return page(reply, 503, messagePage({ title: 'Sign-in is unavailable', message: 'The identity provider cannot be reached. Try again in a minute.' }));
    }
    const flow = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      invitation: params.get('invitation') ?? undefined,
      organization: params.get('organization') ?? undefined,
    };
    const flowId = await saveLoginFlow(db, flow);
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: `${publicUrl}/auth/callback`,
      scope: options.scope,
      code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
      ...Object.fromEntries(params),
    });
    reply.setCookie(LOGIN_FLOW_COOKIE, flowId, flowCookie);
    return reply.redirect(url.href, 302);
  };

  app.get<{ Querystring: LoginQuery }>('/auth/login', async (request, reply) => {
    if (options.devSignInPage && request.query.idp !== 'veriflow' && !request.query.invitation) {
      return page(reply, 200, await options.devSignInPage(forwarded(request.query)));
    }
    return startLogin(request, reply);
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/auth/callback', async (request, reply) => {
    const flowId = request.cookies[LOGIN_FLOW_COOKIE];
    const flow = flowId ? await takeLoginFlow(db, flowId) : undefined;
    if (!flow) return failed(reply, 400, 'This sign-in attempt has expired or was already used. Start again.');
    if (request.query.error === 'access_denied') {
      reply.clearCookie(LOGIN_FLOW_COOKIE, { path: '/auth' });
      return reply.redirect('/login', 303);
    }
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(await options.oidc(), new URL(request.url, publicUrl), {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      request.log.warn({ err: error }, 'sign-in callback refused');
      return failed(reply, 400, 'The identity provider’s answer could not be verified. Start again.');
    }
    let claims: IdTokenIdentity | undefined = tokens.claims();
    if (claims && !options.embedded && typeof claims.email !== 'string') {
      // A standards-strict provider puts scope claims (e-mail) in its userinfo answer, not in the ID token.
      try {
        const info = await client.fetchUserInfo(await options.oidc(), tokens.access_token, claims.sub);
        claims = { ...info, sub: claims.sub };
      } catch (error) {
        request.log.warn({ err: error }, 'the identity provider’s userinfo could not be read');
      }
    }
    const user = claims && (await localUserFor(db, claims, options.embedded));
    if (!user) return failed(reply, 400, 'The identity provider did not name a user this server knows.');
    if (user.disabled) return failed(reply, 403, 'This account is disabled. Ask the owner of your organisation for help.');

    const session = await createSession(db, user.id);
    await db
      .insertInto('session_tokens')
      .values({
        session_id: session.id,
        id_token: tokens.id_token ?? '',
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token ?? null,
        access_expires_at: tokens.expires_in ? new Date(Date.now() + tokens.expires_in * 1000) : null,
      })
      .execute();
    if (flow.invitation && flow.organization) {
      const accepted = await acceptInvitation(db, { invitationId: flow.invitation, organizationId: flow.organization, user, ip: request.ip });
      if (!accepted.ok) request.log.info({ reason: accepted.reason, invitation: flow.invitation }, 'invitation not accepted at sign-in');
    }
    reply.clearCookie(LOGIN_FLOW_COOKIE, { path: '/auth' });
    reply.setCookie(options.sessionCookie, session.token, sessionCookieOptions(options.secureCookies, session.expiresAt));
    return reply.redirect('/home', 303);
  });

  app.post('/auth/logout', async (request, reply) => {
    assertSameOrigin(request, publicUrl);
    const token = request.cookies[options.sessionCookie];
    if (token) {
      const session = await readSession(db, token);
      const stored =
        session.state === 'valid'
          ? await db.selectFrom('session_tokens').select(['refresh_token', 'access_token']).where('session_id', '=', session.sessionId).executeTakeFirst()
          : undefined;
      await endSession(db, token);
      if (stored) {
        try {
          const config = await options.oidc();
          await client.tokenRevocation(config, stored.refresh_token ?? stored.access_token);
        } catch (error) {
          request.log.warn({ err: error }, 'token revocation at the identity provider failed');
        }
      }
    }
    await options.endProviderSession?.(request, reply);
    reply.clearCookie(options.sessionCookie, { path: '/', secure: options.secureCookies });
    return reply.status(204).send();
  });
}
