import { test, expect } from '../harness/test';

test.describe('the console against the real server', () => {
  test('the server reports its health', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.ok()).toBe(true);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  test('a visitor without a session is sent to sign-in, and sign-in forwards the invitation', async ({ page }) => {
    await page.goto('/?organization=org_123&invitation=inv_456');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Veriflow' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();

    await page.goto('/login?organization=org_123&invitation=inv_456');
    const navigation = page.waitForRequest((req) => req.url().includes('/auth/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(new URL((await navigation).url()).search).toBe('?organization=org_123&invitation=inv_456');
  });

  test('the verified page reads its result from the address', async ({ page }) => {
    await page.goto('/verified?success=true&message=Your%20email%20is%20verified.');
    await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
    await expect(page.getByText('Your email is verified.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/verified?success=false&message=The%20link%20has%20expired.');
    await expect(page.getByRole('heading', { name: 'Oops' })).toBeVisible();
  });

  test('no token or session secret is kept in browser storage', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+|token/i);
  });
});

test.describe('the demo console served by the server walks the whole shell', () => {
  test('sidebar, header, profile menu, not-found and back home', async ({ page }) => {
    await page.goto('/demo/');
    await expect(page).toHaveURL(/\/demo\/home$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Dashboard', 'Workflow', 'Capability', 'API Explorer', 'Usage Logs', 'Insights', 'Bulk Query', 'Demo', 'AI Chatbot', 'FAQs']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Live' })).toBeVisible();
    await expect(page.getByText('Free calls').first()).toBeVisible();
    await expect(page.getByRole('listitem', { name: /Build a workflow/ })).toBeVisible();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['My API Keys', 'Webhooks', 'Settings', 'Log Out']);
    await page.keyboard.press('Escape');

    await nav.getByRole('link', { name: 'Insights' }).click();
    await expect(page).toHaveURL(/\/demo\/insights$/);
    await expect(page.getByRole('heading', { name: 'Oh No! Page not found...' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/demo\/home$/);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  test('the Go Live button opens the live-mode request, which cannot be dismissed by Escape', async ({ page }) => {
    await page.goto('/demo/home');
    await page.getByRole('button', { name: 'Go Live' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request to Live Mode Activation' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
