import type { Page } from '@playwright/test';
import { test, expect } from '../harness/test';
import { expectNoTokenInBrowser } from '../harness/browserStorage';
import { kycFlow, TRUSTED_APPLICANT } from '../../server/engine/test/sandboxFlows';

const ORG_HEADER = 'x-veriflow-auth-org-id';
const PASSWORD = 'a long enough password';

/** Opens the newest mail to the address in the development mailbox and follows its link. */
async function openMail(page: Page, origin: string, subject: string, to: string) {
  await page.goto(`${origin}/dev/mailbox`);
  const message = page.getByRole('article', { name: `${subject} to ${to}` }).first();
  await expect(message).toBeVisible();
  return message.getByRole('link').first();
}

/** Fills the provider's sign-up form (reached from its sign-in page). */
async function signUpAtProvider(page: Page, name: string, email: string) {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

test.describe('identity, end to end', () => {
  test('sign up, verify, create an organisation, invite a member who joins with fewer rights, run a workflow with an API key from outside the browser; no token in the browser', async ({ page, context, browser, playwright }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const ownerEmail = `owner.${stamp}@example.test`;
    const memberEmail = `member.${stamp}@example.test`;
    const orgName = `Journey Lending ${stamp}`;

    // 1. A new user signs up with Veriflow ID and verifies through the development mailbox.
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Sign in with Veriflow ID' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Veriflow' })).toBeVisible();
    await signUpAtProvider(page, 'Owen Owner', ownerEmail);
    await expect(page.getByRole('heading', { name: 'Verify Your Email Address!' })).toBeVisible();
    const origin = new URL(page.url()).origin;
    await (await openMail(page, origin, 'Verify your e-mail address for Veriflow', ownerEmail)).click();
    // Signed in, /verified sends the new owner on to the console (document 1 section 2.4): the wizard.
    await expect(page.getByRole('textbox', { name: /Organisation name/ })).toBeVisible();

    // 2. The four-step wizard creates the organisation.
    await page.goto(`${origin}/home`);
    const nameField = page.getByRole('textbox', { name: /Organisation name/ });
    await nameField.fill(orgName);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: 'Fintech' }).click({ force: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: 'India' }).click({ force: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to Veriflow!' })).toBeVisible();
    await page.getByRole('checkbox').check({ force: true });
    await page.getByRole('button', { name: 'Get Started!' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 20_000 });
    const organizations = await (await page.request.get(`${origin}/api/sandbox/v1/auth/user/organizations`)).json();
    expect(organizations.organizations).toEqual([expect.objectContaining({ displayName: orgName, role: 'owner' })]);
    const orgId: string = organizations.organizations[0].id;

    // 3. The owner invites a second user as a member.
    await page.goto(`${origin}/admin/users`);
    await page.getByRole('button', { name: 'Invite member' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite member' });
    await invite.getByRole('textbox', { name: /E-mail/ }).fill(memberEmail);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('row').filter({ hasText: memberEmail }).getByText('Invited')).toBeVisible();

    // 4. The owner creates an API key in the console; its secret is shown once.
    await page.goto(`${origin}/admin/api-keys`);
    await page.getByRole('button', { name: 'Generate API Key' }).click();
    const generate = page.getByRole('dialog', { name: 'Generate API Key' });
    await generate.getByRole('textbox', { name: /App name/ }).fill('Journey backend');
    await generate.getByRole('button', { name: 'Generate' }).click();
    const shown = page.getByRole('dialog', { name: 'API key generated' });
    const secret = (await shown.getByLabel('API key', { exact: true }).textContent()) ?? '';
    expect(secret).toMatch(/^vf_test_/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(secret)).toHaveCount(0);

    // 5. A brand-new organisation has no workflow: create and publish one with the owner's session.
    const created = await page.request.post(`${origin}/api/sandbox/workflows`, {
      headers: { [ORG_HEADER]: orgId, origin },
      data: { name: `Journey KYC ${stamp}`, workflowObject: kycFlow(), releaseType: 'v2', useCase: 'onboarding' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { workflowId } = await created.json();

    // 6. A machine caller (like cURL): no cookie, no organisation header, only the key.
    const api = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { authorization: `Bearer ${secret}` } });
    expect((await api.storageState()).cookies).toEqual([]);
    const run = await api.post('/api/sandbox/transactions', { data: { workflowId, data: TRUSTED_APPLICANT } });
    expect(run.status(), await run.text()).toBe(200);
    expect(await run.json()).toMatchObject({ outcome: 'ACCEPTED' });
    const wrongKey = await api.post('/api/sandbox/transactions', { data: { workflowId, data: TRUSTED_APPLICANT }, headers: { authorization: 'Bearer vf_test_not-a-real-key-000000000000' } });
    expect(wrongKey.status()).toBe(401);
    await api.dispose();

    await expectNoTokenInBrowser(page, context, [secret]);

    // 7. The invitee accepts through the invitation link in a browser of their own.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    const invitationLink = await openMail(memberPage, origin, `You are invited to ${orgName} on Veriflow`, memberEmail);
    await invitationLink.click();
    await expect(memberPage.getByText(`Sign in to join ${orgName}.`)).toBeVisible();
    await signUpAtProvider(memberPage, 'Mira Member', memberEmail);
    await expect(memberPage.getByRole('heading', { name: 'Verify Your Email Address!' })).toBeVisible();
    await (await openMail(memberPage, origin, 'Verify your e-mail address for Veriflow', memberEmail)).click();
    await expect(memberPage.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 20_000 });
    await memberPage.goto(`${origin}/home`);
    await expect(memberPage.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 20_000 });
    const memberOrgs = await (await memberPage.request.get(`${origin}/api/sandbox/v1/auth/user/organizations`)).json();
    expect(memberOrgs.organizations).toEqual([expect.objectContaining({ id: orgId, role: 'member' })]);

    // 8. The member sees what the role allows: the team and the keys, without managing either.
    await memberPage.goto(`${origin}/admin/users`);
    const team = memberPage.getByRole('row').filter({ hasText: ownerEmail });
    await expect(team).toBeVisible();
    await expect(memberPage.getByRole('button', { name: 'Invite member' })).toHaveCount(0);
    await expect(memberPage.getByRole('button', { name: /Actions for/ })).toHaveCount(0);
    await memberPage.goto(`${origin}/admin/api-keys`);
    await expect(memberPage.getByRole('row').filter({ hasText: 'Journey backend' })).toBeVisible();
    await expect(memberPage.getByRole('button', { name: 'Generate API Key' })).toHaveCount(0);
    await expect(memberPage.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
    const refused = await memberPage.request.post(`${origin}/api/sandbox/v1/auth/generate`, { headers: { [ORG_HEADER]: orgId, origin }, data: { app_name: 'not allowed' } });
    expect(refused.status()).toBe(403);

    // The owner's team page shows the member as accepted.
    await page.goto(`${origin}/admin/users`);
    await expect(page.getByRole('row').filter({ hasText: memberEmail }).getByRole('gridcell', { name: 'Member', exact: true })).toBeVisible();

    // 9. Neither browser keeps a token where scripts can read it.
    await expectNoTokenInBrowser(memberPage, memberContext, [secret]);
    await expectNoTokenInBrowser(page, context, [secret]);
    await memberContext.close();
  });
});
