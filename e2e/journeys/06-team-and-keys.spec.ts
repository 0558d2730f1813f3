import { test, expect } from '../harness/test';
import { signInAsDemoOwner } from '../harness/demoOwner';

test.describe('an owner manages the team and API keys, and sees it in the audit log', () => {
  test('invite a user, generate a key and see its secret once, toggle it, revoke it, find it all in the audit log', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAsDemoOwner(page);

    const invitee = `teammate.${Date.now()}@example.com`;
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
    await page.getByRole('button', { name: 'Invite member' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite member' });
    await invite.getByRole('textbox', { name: /E-mail/ }).fill(invitee);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('alertdialog', { name: `Invitation sent to ${invitee}` })).toBeVisible();
    const invitedRow = page.getByRole('row').filter({ hasText: invitee });
    await expect(invitedRow.getByText('Invited')).toBeVisible();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'My API Keys' }).click();
    await expect(page).toHaveURL(/\/admin\/api-keys$/);
    await page.getByRole('button', { name: 'Generate API Key' }).click();
    const generate = page.getByRole('dialog', { name: 'Generate API Key' });
    await generate.getByRole('textbox', { name: /App name/ }).fill('E2E journey key');
    await generate.getByRole('button', { name: 'Generate' }).click();
    const shown = page.getByRole('dialog', { name: 'API key generated' });
    await expect(shown.getByText(/will not be shown again/)).toBeVisible();
    const secret = (await shown.getByLabel('API key', { exact: true }).textContent()) ?? '';
    expect(secret).toMatch(/^vf_test_/);
    await shown.getByRole('button', { name: 'Copy API key' }).click();
    await expect(page.getByText('Copied to clipboard')).toBeVisible();
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    await expect(page.getByText(secret)).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(secret);

    const keyRow = page.getByRole('row').filter({ hasText: 'E2E journey key' });
    const toggle = keyRow.getByRole('switch', { name: 'Active: E2E journey key' });
    await expect(toggle).toBeChecked();
    await toggle.click({ force: true });
    await expect(toggle).not.toBeChecked();

    await keyRow.getByRole('button', { name: 'Revoke E2E journey key' }).click();
    await page.getByRole('alertdialog', { name: 'Revoke API key?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('Api Key deleted successfully')).toBeVisible();
    await expect(keyRow).toHaveCount(0);

    await page.goto('/logs/audits');
    const log = page.getByRole('grid', { name: 'Audit log' });
    await expect(log.getByRole('row').filter({ hasText: invitee }).filter({ hasText: 'Invitation created' })).toBeVisible();
    for (const what of ['Credential created', 'Credential toggled', 'Credential revoked']) {
      await expect(log.getByRole('row').filter({ hasText: 'E2E journey key' }).filter({ hasText: what })).toBeVisible();
    }
  });
});
