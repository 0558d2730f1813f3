import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/database';

describe('identity configuration', () => {
  it('takes another provider only with issuer, client id and secret together', () => {
    expect(() => configFromEnv({ OIDC_ISSUER: 'https://id.example.com' })).toThrow('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
    expect(configFromEnv({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' }).externalOidc).toEqual({ issuer: 'https://id.example.com', clientId: 'c', clientSecret: 's' });
    expect(configFromEnv({}).externalOidc).toBeUndefined();
  });

  it('derives the public address and the cookie security from it', () => {
    expect(configFromEnv({ PORT: '4100' })).toMatchObject({ publicUrl: 'http://localhost:4100', secureCookies: false });
    expect(configFromEnv({ VERIFLOW_PUBLIC_URL: 'https://veriflow.example.com/some/path' })).toMatchObject({ publicUrl: 'https://veriflow.example.com', secureCookies: true });
    expect(() => configFromEnv({ VERIFLOW_PUBLIC_URL: 'ftp://x' })).toThrow('VERIFLOW_PUBLIC_URL must be an http(s) address');
  });

  it('with another provider, serves no embedded provider and says so when that provider cannot be reached', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'veriflow-external-'));
    const database = await openDatabase({ dataDir: 'memory://' });
    const config = configFromEnv({ NODE_ENV: 'test', VERIFLOW_SEED: '0', OIDC_ISSUER: 'http://127.0.0.1:9/', OIDC_CLIENT_ID: 'veriflow', OIDC_CLIENT_SECRET: 'secret' }, dir);
    const app = await buildServer({ ...config, consoleDir: dir, demoDir: dir }, { database });
    try {
      const discovery = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
      expect(discovery.statusCode).toBe(404);
      const login = await app.inject({ method: 'GET', url: '/auth/login', headers: { host: 'localhost:4000' } });
      expect(login.statusCode).toBe(503);
      expect(login.body).toContain('The identity provider cannot be reached. Try again in a minute.');
      expect(login.headers['set-cookie']).toBeUndefined();
    } finally {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
