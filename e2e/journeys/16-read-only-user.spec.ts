import type { Page, Response } from '@playwright/test';
import { test, expect } from '../harness/test';

/** Signs in as the seeded demo organisation's sales user (Rohan Gupta), who may only read. */
async function signInAsSales(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /Rohan Gupta/ }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Buttons that create or change something, which a read-only user must never be offered. */
const WRITE_BUTTONS = [/^New Workflow$/, /^Import$/, /^Publish$/, /^Update$/, /^Create$/, /^Create (Workflow|Capability)$/, /^Add /, /^Generate API Key$/, /^Invite/, /^Undo$/, /^Redo$/, /^Lists$/];

async function expectNoWriteButtons(page: Page): Promise<void> {
  for (const name of WRITE_BUTTONS) await expect(page.getByRole('button', { name })).toHaveCount(0);
}

test.describe('a sales user walks the console', () => {
  test('reads every page of theirs without a button they cannot use or a 403, and meets a clear no-access state elsewhere', async ({ page }) => {
    test.setTimeout(180_000);
    const forbidden: string[] = [];
    page.on('response', (response: Response) => {
      if (response.status() === 403) forbidden.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    await signInAsSales(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoWriteButtons(page);

    await page.goto('/workflows');
    await expect(page.getByRole('tab', { name: 'My Workflows' })).toHaveAttribute('aria-selected', 'true');
    const source = 'Personal loan risk tiering';
    const link = page.getByRole('link', { name: source, exact: true });
    await expect(link).toBeVisible();
    await expectNoWriteButtons(page);

    // The editor opens read-only: no Publish, no Undo, no add buttons, no step actions.
    await link.click();
    await expect(page).toHaveURL(/\/workflows\/wf_\w+\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: source })).toBeVisible();
    await expect(page.getByText('View only')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Configure / })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectNoWriteButtons(page);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

    await page.goto('/workflows/templates');
    await expect(page.getByRole('tab', { name: 'Templates' })).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    await expectNoWriteButtons(page);

    // Creating is not theirs: the address says so instead of opening the editor.
    await page.goto('/workflows/create');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();

    await page.goto('/capabilities');
    await expect(page.getByRole('heading', { level: 1, name: 'Capabilities' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoWriteButtons(page);

    await page.goto('/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Usage Logs' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoWriteButtons(page);

    await page.goto('/documentation');
    await page.waitForLoadState('networkidle');

    // Every page the sidebar offers opens, and asks nothing the role may not read.
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const offered = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/')));
    expect(offered).not.toContain('/bulk-query');
    for (const href of offered) {
      await page.goto(href);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toHaveCount(0);
      await expectNoWriteButtons(page);
    }
    // The account menu offers no API keys or webhooks.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Settings', 'Log Out']);
    await page.keyboard.press('Escape');

    // API keys and the team are not theirs: a clear no-access state, and nothing requested.
    for (const [path, title] of [
      ['/admin/api-keys', 'API Keys'],
      ['/admin/users', 'Team'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
      await expect(page.getByText('Page not found')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
    }

    expect(forbidden).toEqual([]);
  });
});
