import { test, expect } from '../harness/test';
import { signInAsDemoOwner } from '../harness/demoOwner';

test.describe('an operator reviews the usage logs', () => {
  test('filters the seeded transactions by outcome, opens a rejected one, sees its trace and downloads it', async ({ page }) => {
    await signInAsDemoOwner(page);

    await page.getByRole('link', { name: 'Usage Logs' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    const grid = page.getByRole('grid', { name: 'Transactions' });
    await expect(grid.getByRole('rowheader').first()).toBeVisible();
    await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();

    await page.getByRole('button', { name: /Outcome/ }).click();
    await page.getByRole('option', { name: 'Rejected' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('row', { name: /Outcome: Rejected/ })).toBeVisible();
    const rows = grid.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasNotText: 'Rejected' })).toHaveCount(0);

    const first = rows.first();
    const transactionId = /txn_\w+/.exec((await first.getByRole('rowheader').textContent()) ?? '')?.[0] ?? '';
    expect(transactionId).not.toBe('');
    await first.getByRole('gridcell').nth(0).click();
    await expect(page).toHaveURL(new RegExp(`/reports/${transactionId}$`));
    await expect(page.getByRole('heading', { level: 2, name: transactionId })).toBeVisible();
    await expect(page.getByRole('region', { name: transactionId }).getByText('Rejected')).toBeVisible();

    const canvas = page.getByRole('region', { name: 'Trace canvas' });
    await expect(canvas.locator('.react-flow__node').first()).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reject: Ran, decided the outcome' })).toBeVisible();
    const nodes = page.getByRole('listbox', { name: 'Nodes in execution order' });
    await expect(nodes.getByRole('option', { name: /^Reject .*Ran$/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Reject' }).getByText('Condition held')).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
    expect(download.suggestedFilename()).toBe(`${transactionId}.json`);
  });
});
