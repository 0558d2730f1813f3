import { test, expect } from '../harness/test';
import { signInAsDemoOwner } from '../harness/demoOwner';

/** The seeded payout verification: UPI ID and name, then (the UPI check fails) an await for bank details. */
const WORKFLOW_ID = 'wf_payout_beneficiary';

test.describe('an operator tries a workflow and shares it (issue 16)', () => {
  test('Tryout runs the real hosted flow in its frame, awaited values included, and shows the decision and trace; Quicklink generates a link the QuickLinks page lists', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAsDemoOwner(page);
    await page.goto(`/workflows/${WORKFLOW_ID}/edit`);

    // Tryout: the hosted flow framed with the operator's session.
    await page.getByRole('button', { name: 'Tryout' }).click();
    const tryout = page.getByRole('dialog', { name: 'Tryout' });
    await expect(tryout).toBeVisible();
    const flow = tryout.frameLocator('iframe[title="Hosted flow"]');
    await flow.getByRole('textbox', { name: 'UPI ID' }).fill('asha@okbank');
    await flow.getByRole('textbox', { name: 'Full Name (optional)' }).fill('Asha Rao');
    await flow.getByRole('button', { name: 'Submit' }).click();

    // The run waits for bank details: the console shows it in progress with its Refresh countdown.
    await expect(flow.getByRole('heading', { level: 1, name: 'One more step' })).toBeVisible({ timeout: 20_000 });
    await expect(tryout.getByText('In Progress').first()).toBeVisible({ timeout: 15_000 });
    await expect(tryout.getByRole('button', { name: /Refresh/ })).toBeVisible();

    await flow.getByRole('textbox', { name: 'Bank Account Number' }).fill('50100012345678');
    await flow.getByRole('textbox', { name: 'IFSC' }).fill('HDFC0000123');
    await flow.getByRole('button', { name: 'Submit' }).click();
    await expect(flow.getByRole('heading', { level: 1, name: 'You are verified' })).toBeVisible({ timeout: 20_000 });

    // The decision and the per-node trace arrive beside the flow.
    await expect(tryout.getByText('Accepted').first()).toBeVisible({ timeout: 15_000 });
    await expect(tryout.getByRole('heading', { name: 'Trace' })).toBeVisible();
    const view = tryout.getByRole('link', { name: 'View Transaction' });
    const transactionHref = await view.getAttribute('href');
    expect(transactionHref).toMatch(/^\/reports\/txn_/);
    // The keyboard is inside the frame: close with the drawer's own button.
    await tryout.getByRole('button', { name: 'Close' }).click();
    await expect(tryout).toBeHidden();

    // Quicklink: generate a link with a limit of 2.
    await page.getByRole('button', { name: 'Quicklink' }).click();
    const panel = page.getByRole('dialog', { name: 'Quicklink' });
    const name = `e2e share ${Date.now()}`;
    await panel.getByRole('textbox', { name: 'QuickLink Name' }).fill(name);
    await panel.getByRole('textbox', { name: 'Transaction Limit' }).fill('2');
    await panel.getByRole('button', { name: 'Generate Link' }).click();
    await expect(page.getByText('Link Generated').first()).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Generated QuickLink' }).getByRole('img').first()).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();

    // The QuickLinks page lists it, and the try-out transaction is in the reports.
    await page.goto('/quicklinks');
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await page.goto(transactionHref ?? '/reports');
    await expect(page.getByText('Accepted').first()).toBeVisible();
  });
});
