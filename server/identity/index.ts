import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { bffRoutes } from '../auth/bff';
import { oidcClient } from '../auth/oidcClient';
import { sessionCookieName } from '../auth/sessions';
import { devSignInPage } from '../routes/devSignIn';
import { accountRoutes, mailboxRoutes } from './accountRoutes';
import { interactionRoutes } from './interactions';
import { INVITATION_SENDER_DECORATOR, invitationMail, MAILER_DECORATOR, type InvitationSender } from './invitationMail';
import { loadProviderSecrets } from './keys';
import { createMailer } from './mailer';
import { mountProvider } from './mount';
import { createEmbeddedProvider, EMBEDDED_CLIENT_ID, PROVIDER_PREFIX, SCOPES } from './provider';
import { createSignInLimiter, type SignInLimiterOptions } from './signInLimits';

/** The sign-in limits' clock and wait (tests inject both; ADR 0036). */
export interface SignInLimitsOptions extends SignInLimiterOptions {
  wait?: (ms: number) => Promise<void>;
}

/**
 * Identity (ADR 0008): the embedded OpenID Connect provider at /oidc with its pages (unless
 * OIDC_ISSUER names another provider), and the backend-for-frontend at /auth/*.
 */
export async function registerIdentity(app: FastifyInstance, options: { db: Kysely<Database>; config: ServerConfig; signInLimits?: SignInLimitsOptions }) {
  const { db, config } = options;
  const sessionCookie = sessionCookieName(config.secureCookies);
  const devPage = config.devLogin ? (query: URLSearchParams) => devSignInPage(db, query) : undefined;
  const common = { db, publicUrl: config.publicUrl, secureCookies: config.secureCookies, sessionCookie, devSignInPage: devPage };
  const mailer = createMailer({ db, log: app.log, smtpUrl: config.smtpUrl, from: config.mailFrom });
  app.decorate(MAILER_DECORATOR, mailer);
  const sendInvitation: InvitationSender = (invitation) => mailer.send(invitationMail(config.publicUrl, invitation));
  app.decorate(INVITATION_SENDER_DECORATOR, sendInvitation);

  if (config.devMailbox !== 'off') await app.register(mailboxRoutes, { db, anyClient: config.devMailbox === 'any' });

  if (config.externalOidc) {
    const { issuer, clientId, clientSecret } = config.externalOidc;
    await app.register(bffRoutes, { ...common, scope: 'openid email profile offline_access', embedded: false, oidc: oidcClient({ issuer, clientId, clientSecret }) });
    return { sessionCookie };
  }

  const secrets = await loadProviderSecrets(db);
  const provider = createEmbeddedProvider({ db, publicUrl: config.publicUrl, secrets, secureCookies: config.secureCookies });
  await app.register(mountProvider, { provider });
  await app.register(accountRoutes, { db, mailer, publicUrl: config.publicUrl });
  await app.register(interactionRoutes, { db, provider, mailer, limiter: createSignInLimiter(db, options.signInLimits), wait: options.signInLimits?.wait, publicUrl: config.publicUrl });

  const sessionCookieNames = [provider.cookieName('session'), `${provider.cookieName('session')}.sig`];
  const endProviderSession = async (request: FastifyRequest, reply: FastifyReply) => {
    const sessionId = request.cookies[provider.cookieName('session')];
    if (sessionId) await db.deleteFrom('oidc_payloads').where('model', '=', 'Session').where('id', '=', sessionId).execute();
    for (const name of sessionCookieNames) reply.clearCookie(name, { path: '/' });
  };
  await app.register(bffRoutes, {
    ...common,
    scope: SCOPES,
    embedded: true,
    endProviderSession,
    oidc: oidcClient({ issuer: `${config.publicUrl}${PROVIDER_PREFIX}`, clientId: EMBEDDED_CLIENT_ID, clientSecret: secrets.clientSecret, inProcess: app }),
  });
  return { sessionCookie };
}
