import { test, expect } from '../harness/test';
import { everythingScriptsCanRead, TOKEN_SHAPED } from '../harness/browserStorage';

test.describe('a new operator signs up with Veriflow ID', () => {
  test('sign up on the provider, verify through the mailbox, arrive in the console, with no token in the browser', async ({ page, context }) => {
    const email = `e2e.${Date.now().toString(36)}@example.test`;

    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Sign in with Veriflow ID' }).click();

    await expect(page.getByRole('heading', { name: 'Sign in to Veriflow' })).toBeVisible();
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create your Veriflow account' })).toBeVisible();
    await page.getByLabel('Full name').fill('Esha Test');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();

    // Signed in but not verified yet: the console asks for the e-mail link first.
    await expect(page.getByRole('heading', { name: 'Verify Your Email Address!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    const origin = new URL(page.url()).origin;

    await page.goto(`${origin}/dev/mailbox`);
    const message = page.getByRole('article', { name: `Verify your e-mail address for Veriflow to ${email}` });
    await expect(message).toBeVisible();
    await message.getByRole('link').click();
    // The link ends on /verified; a signed-in user goes on from there to / (document 1 section 2.4).
    await expect(page).not.toHaveURL(/\/verified/);
    await expect(page.getByRole('heading', { name: 'Success' })).toHaveCount(0);

    // Verified, with no organisation yet: the onboarding wizard.
    await expect(page.getByRole('textbox', { name: /Organisation name/ })).toBeVisible();
    await page.goto(`${origin}/home`);
    await expect(page.getByRole('textbox', { name: /Organisation name/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();

    expect(await everythingScriptsCanRead(page)).not.toMatch(TOKEN_SHAPED);
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'veriflow_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    for (const cookie of cookies.filter((c) => !c.httpOnly)) expect(`${cookie.name}=${cookie.value}`).not.toMatch(TOKEN_SHAPED);
  });
});
