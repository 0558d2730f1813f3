import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type JWK } from 'oidc-provider';

export interface ExternalAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface ExternalIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next sign-in completes as (the provider's own login step is skipped). */
  signInAs(account: ExternalAccount): void;
  /** Drives a browser from the authorization URL to the redirect back to the client; answers that address. */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A separate OpenID Connect provider on a loopback port, standing in for Auth0, Keycloak or Okta:
 * a bare `oidc-provider` with one confidential client, a standards-strict ID token (scope claims
 * such as e-mail come from the userinfo endpoint) and no consent screen.
 */
export async function startExternalIdp(redirectUri: string): Promise<ExternalIdp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'veriflow-external-test';
  const clientSecret = randomBytes(24).toString('base64url');
  const accounts = new Map<string, ExternalAccount>();
  let current: ExternalAccount | undefined;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic' }],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'external-test', alg: 'RS256', use: 'sig' } as JWK] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    features: { devInteractions: { enabled: false }, revocation: { enabled: true } },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: async () => ({ ...account }) };
    },
    loadExistingGrant: async (ctx) => {
      const { client, session, provider: op } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new op.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile offline_access');
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
    void (async () => {
      if (!current) throw new Error('signInAs() was not called');
      accounts.set(current.sub, current);
      await provider.interactionFinished(req, res, { login: { accountId: current.sub } }, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  const jar = new Map<string, string>();
  const get = async (url: string) => {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([n, v]) => `${n}=${v}`).join('; ') } });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return res;
  };

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      current = account;
    },
    async authorize(authorizationUrl) {
      jar.clear(); // a fresh browser each time: no provider session carries over
      let url = new URL(authorizationUrl);
      for (let hops = 0; hops < 8; hops++) {
        if (url.origin !== issuer) return url;
        const res = await get(url.href);
        const location = res.headers.get('location');
        if (!location) throw new Error(`the provider answered ${res.status} at ${url.pathname}: ${(await res.text()).slice(0, 300)}`);
        url = new URL(location, url);
      }
      throw new Error('too many redirects at the provider');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
