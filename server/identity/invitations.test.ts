import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';
import { SESSION_COOKIE } from '../auth/sessions';
import { markEmailVerified, signUp } from './accounts';
import { testBrowser } from './test/browser';
import { openSignIn, signInAtProvider, signUpAtProvider } from './test/flows';

let counter = 0;
const newEmail = () => `invitee.${Date.now().toString(36)}${counter++}@example.test`;
const PASSWORD = 'invited person password';

describeEachDatabase('accepting an invitation through the sign-in link', (server) => {
  it('a new user signs up through the link, verifies, and joins with the invited role', async () => {
    const owner = await server().signIn({ role: 'owner' });
    const email = newEmail();
    const invited = await owner.post('/v1/auth/invitations', { email, role: 'admin' });
    expect(invited.status).toBe(201);
    const query = `&invitation=${invited.body.invitationId}&organization=${owner.orgId}`;

    const browser = testBrowser(server().app);
    const interaction = await openSignIn(browser, query);
    const signUpPage = await browser.get(`${interaction}/signup`);
    expect(signUpPage.body).toContain('Create an account to join');
    expect(signUpPage.body).toContain(`value="${email}"`);

    const callback = await signUpAtProvider(testBrowser(server().app), { name: 'Invited Person', email, password: PASSWORD }, query);
    expect(callback.status).toBe(303);
    const user = await server().db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const before = await server().db.selectFrom('memberships').select('role').where('user_id', '=', user.id).execute();
    expect(before).toEqual([]);

    const mail = await server().db.selectFrom('mail_outbox').select('link').where('recipient', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.link).toContain(`invitation=${invited.body.invitationId}`);
    const verified = await testBrowser(server().app).get(mail.link ?? '');
    expect(verified.location).toMatch(/success=true/);

    const membership = await server().db.selectFrom('memberships').select(['role', 'invitation_status']).where('user_id', '=', user.id).where('organization_id', '=', owner.orgId).executeTakeFirstOrThrow();
    expect(membership).toEqual({ role: 'admin', invitation_status: 'accepted' });
    const invitations = await owner.get('/v1/auth/invitations');
    expect(invitations.body.invitations).toEqual([]);
    const audit = await server().db.selectFrom('audit_events').select('action').where('organization_id', '=', owner.orgId).where('action', '=', 'invitation.accepted').execute();
    expect(audit).toHaveLength(1);
  });

  it('an existing verified user signs in through the link and joins; someone else cannot use it', async () => {
    const owner = await server().signIn({ role: 'owner' });
    const email = newEmail();
    const invited = await owner.post('/v1/auth/invitations', { email, role: 'sales' });
    const query = `&invitation=${invited.body.invitationId}&organization=${owner.orgId}`;

    const stranger = newEmail();
    const strangerAccount = await signUp(server().db, { name: 'Stranger', email: stranger, password: PASSWORD });
    if (!strangerAccount.ok) throw new Error('sign-up failed');
    await markEmailVerified(server().db, strangerAccount.account.id);
    const strangerBrowser = testBrowser(server().app);
    await strangerBrowser.get((await signInAtProvider(strangerBrowser, stranger, PASSWORD, query)).location ?? '');
    expect(strangerBrowser.jar.has(SESSION_COOKIE)).toBe(true);
    expect(await server().db.selectFrom('memberships').select('role').where('user_id', '=', strangerAccount.account.id).execute()).toEqual([]);

    const account = await signUp(server().db, { name: 'Invitee', email, password: PASSWORD });
    if (!account.ok) throw new Error('sign-up failed');
    await markEmailVerified(server().db, account.account.id);
    const browser = testBrowser(server().app);
    const done = await browser.get((await signInAtProvider(browser, email, PASSWORD, query)).location ?? '');
    expect(done.status).toBe(303);
    const orgs = await browser.get('/api/sandbox/v1/auth/user/organizations');
    expect(JSON.parse(orgs.body).organizations).toEqual([expect.objectContaining({ id: owner.orgId, role: 'sales' })]);
  });
});
