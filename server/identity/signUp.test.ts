import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';
import { SESSION_COOKIE } from '../auth/sessions';
import { testBrowser } from './test/browser';
import { signUpAtProvider } from './test/flows';

let counter = 0;
const newEmail = () => `new.user.${Date.now().toString(36)}${counter++}@example.test`;

describeEachDatabase('sign-up at the embedded provider, through the backend-for-frontend', (server) => {
  it('creates an unverified user, signs them in with only the session cookie, and verifies through the mailbox', async () => {
    const browser = testBrowser(server().app);
    const email = newEmail();
    const callback = await signUpAtProvider(browser, { name: 'Asha Rao', email, password: 'correct horse battery' });
    expect(callback.status).toBe(303);
    expect(new URL(callback.location ?? '', 'http://localhost:4000').pathname).toBe('/auth/callback');

    const done = await browser.get(callback.location ?? '');
    expect(done.status).toBe(303);
    expect(done.location).toBe('/home');
    const sessionCookie = done.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(done.setCookies.join('\n')).not.toMatch(/eyJ/);

    const user = await server().db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.email_verified).toBe(false);
    const credential = await server().db.selectFrom('user_credentials').select('password_hash').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(credential.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(credential.password_hash).not.toContain('correct horse');

    const orgs = await browser.get('/api/sandbox/v1/auth/user/organizations');
    expect(orgs.status).toBe(403);
    expect(JSON.parse(orgs.body)).toMatchObject({ message: 'Verify your e-mail address first' });
    const blocked = await browser.post('/api/sandbox/v1/auth/create-organisation');
    expect(blocked.status).toBe(403);
    expect(JSON.parse(blocked.body)).toMatchObject({ message: 'Verify your e-mail address first' });

    const mailbox = await browser.get('/dev/mailbox');
    expect(mailbox.status).toBe(200);
    expect(mailbox.body).toContain(email);
    const link = new RegExp(`href="(http://localhost:4000/oidc/verify\\?token=[\\w-]+)"`).exec(mailbox.body)?.[1];
    expect(link).toBeDefined();
    const verified = await browser.get(link ?? '');
    expect(verified.status).toBe(303);
    expect(verified.location).toMatch(/^\/verified\?success=true&message=/);
    const again = await browser.get(link ?? '');
    expect(again.location).toMatch(/^\/verified\?success=false/);
    const after = await server().db.selectFrom('users').select('email_verified').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(after.email_verified).toBe(true);
  });

  it('refuses a second account with the same e-mail, and explains bad input beside each field', async () => {
    const email = newEmail();
    await signUpAtProvider(testBrowser(server().app), { name: 'First', email, password: 'long enough password' });
    const duplicate = await signUpAtProvider(testBrowser(server().app), { name: 'Second', email: email.toUpperCase(), password: 'long enough password' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toContain('An account with this e-mail address already exists. Sign in instead.');
    const bad = await signUpAtProvider(testBrowser(server().app), { name: '', email: 'not-an-email', password: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('Enter your name.');
    expect(bad.body).toContain('Enter an e-mail address like name@example.com.');
    expect(bad.body).toContain('Use at least 10 characters.');
  });
  // The development mailbox is served only beside the development sign-in (issue 18, item 6).
}, { env: { VERIFLOW_DEV_LOGIN: '1' } });

describe('the identity pages escape what they echo', () => {
  it('never reflects markup from the form', async () => {
    const { signUpPage } = await import('./pages/signUp');
    const page = signUpPage({ uid: 'u"1', name: '<script>alert(1)</script>', email: '"><img src=x>' });
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('"><img');
    expect(page).toContain('&#60;script&#62;');
  });
});
