import type { Kysely } from 'kysely';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/schema';
import { findAccount } from './accounts';
import { KyselyOidcAdapter } from './oidcAdapter';
import type { ProviderSecrets } from './keys';
import { messagePage } from './pages/message';

export const EMBEDDED_CLIENT_ID = 'veriflow-console';
export const PROVIDER_PREFIX = '/oidc';
export const SCOPES = 'openid email profile offline_access';

export interface EmbeddedProviderOptions {
  db: Kysely<Database>;
  publicUrl: string;
  secrets: ProviderSecrets;
  secureCookies: boolean;
}

async function loadExistingGrant(ctx: KoaContextWithOIDC) {
  const { client, session, provider } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) {
    const existing = await provider.Grant.find(grantId);
    if (existing) return existing;
  }
  // The console is the provider's only client and first-party: its grant needs no consent screen.
  if (client.clientId !== EMBEDDED_CLIENT_ID) return undefined;
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(SCOPES);
  await grant.save();
  return grant;
}

/** The embedded OpenID Connect provider, issuer `<public url>/oidc`, with one client: this server. */
export function createEmbeddedProvider(options: EmbeddedProviderOptions): Provider {
  const { db, publicUrl, secrets } = options;
  const configuration: Configuration = {
    adapter: (model: string) => new KyselyOidcAdapter(db, model),
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_secret: secrets.clientSecret,
        redirect_uris: [`${publicUrl}/auth/callback`],
        post_logout_redirect_uris: [`${publicUrl}/login`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [secrets.signingKey] },
    cookies: {
      keys: secrets.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', secure: options.secureCookies },
      short: { httpOnly: true, sameSite: 'lax', secure: options.secureCookies },
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    extraParams: ['organization', 'invitation'],
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = messagePage({ title: 'Sign out of Veriflow ID?', message: 'You will need your password to sign in again.' }).replace(
            '</main>',
            `${form}<button form="op.logoutForm" type="submit" name="logout" value="yes">Sign out</button></main>`,
          );
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage({ title: 'Signed out', message: 'You have signed out of Veriflow ID.', link: { href: '/login', label: 'Back to Veriflow' } });
        },
      },
    },
    loadExistingGrant,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    findAccount: async (_ctx, sub) => {
      const account = await findAccount(db, sub);
      if (!account || account.disabled) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({ sub: account.id, email: account.email, email_verified: account.emailVerified, name: account.name }),
      };
    },
    interactions: { url: (_ctx, interaction) => `${PROVIDER_PREFIX}/interaction/${interaction.uid}` },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage({
        title: 'Sign-in could not continue',
        message: String(out.error_description ?? out.error ?? 'The request to the identity provider was not valid.'),
        link: { href: '/login', label: 'Start again' },
      });
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
  };
  const provider = new Provider(`${publicUrl}${PROVIDER_PREFIX}`, configuration);
  // Behind an https address the server sits behind a TLS-terminating proxy; trust its forwarded headers only then.
  provider.proxy = options.secureCookies;
  return provider;
}
