import { test, expect } from '../harness/test';

test.describe('an operator signs in and works on real data', () => {
  test('the development sign-in opens Home for the seeded organisation, with no token in the browser', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Veriflow' })).toBeVisible();
    await page.getByRole('button', { name: /Priya Sharma/ }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByText(/free calls/i).first()).toBeVisible();

    const cookies = await page.evaluate(() => document.cookie);
    expect(cookies).not.toContain('veriflow_session');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+|veriflow_session/);
  });

  test('the API reference is served from the contract', async ({ page }) => {
    await page.goto('/docs/api');
    await expect(page.getByRole('heading', { name: /Veriflow platform API/ }).first()).toBeVisible({ timeout: 20_000 });
  });
});
