import { test, expect } from '../harness/test';
import { asFirstOrganisation, signInAsDemoOwner } from '../harness/demoOwner';

/** The seeded payout verification: UPI ID and name, then (the UPI check fails) an await for bank details. */
const WORKFLOW_ID = 'wf_payout_beneficiary';
/** #7C3AED, the primary colour the operator picks in Preview (the demo theme's is #0F766E). */
const VIOLET = 'rgb(124, 58, 237)';

test.describe('an operator tries a workflow and shares it (issue 16)', () => {
  test('Tryout runs the real hosted flow in its frame, awaited values included, and shows the decision and trace; Preview themes it; the Quicklink panel makes a link of limit 2 that an end user completes on a phone, themed to the outcome; Usage Logs lists the run, the link shows 1/2, and disabled it refuses', async ({ page, browser, baseURL }) => {
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

    // Preview: a new primary colour shows in the framed flow at once, then Save & Apply keeps it.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    const primary = preview.getByRole('textbox', { name: 'Primary colour' });
    const previewFlow = preview.frameLocator('iframe').first();
    // Edit once the panel has settled, its framed flow shown, as an operator would (a loaded CI
    // machine once lost a colour typed within milliseconds of the field appearing).
    await expect(previewFlow.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 15_000 });
    await expect(preview.locator('iframe').first()).toHaveAttribute('src', /^\/preview\?options=/);
    await expect(primary).toHaveValue('#0F766E');
    await primary.fill('#7c3aed');
    await expect(primary).toHaveValue('#7C3AED');
    await expect(preview.getByRole('button', { name: 'Undo' })).toBeEnabled();
    await expect(previewFlow.getByRole('button', { name: 'Submit' })).toHaveCSS('background-color', VIOLET);
    await preview.getByRole('button', { name: 'Save & Apply' }).click();
    await expect(page.getByText(/Successfully saved config|The configuration has been updated successfully/).first()).toBeVisible();
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();

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

    // The try-out transaction is in the reports.
    await page.goto(transactionHref ?? '/reports');
    await expect(page.getByText('Accepted').first()).toBeVisible();

    // An end user opens the panel's link on a phone, without an account, and completes the flow,
    // awaited bank details included: the saved theme is applied from the first screen to the outcome.
    const links = await (await page.request.get('/api/sandbox/workflows/quicklink', { ...(await asFirstOrganisation(page)), params: { search: name } })).json();
    const url = (links.data[0].url as string).replace(/^https?:\/\/[^/]+/, baseURL ?? '');
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const user = await phone.newPage();
    await user.goto(url);
    await expect(user.getByRole('button', { name: 'Submit' })).toHaveCSS('background-color', VIOLET);
    await user.getByRole('textbox', { name: 'UPI ID' }).fill('ravi@okbank');
    await user.getByRole('textbox', { name: 'Full Name (optional)' }).fill('Ravi Iyer');
    await user.getByRole('button', { name: 'Submit' }).click();
    await expect(user.getByRole('heading', { level: 1, name: 'One more step' })).toBeVisible({ timeout: 20_000 });
    await user.getByRole('textbox', { name: 'Bank Account Number' }).fill('50100087654321');
    await user.getByRole('textbox', { name: 'IFSC' }).fill('HDFC0000123');
    await user.getByRole('button', { name: 'Submit' }).click();
    // The link does not show the response output (the panel's default): the themed thank-you.
    await expect(user.getByRole('heading', { level: 1, name: 'Thank you — your verification is submitted' })).toBeVisible({ timeout: 20_000 });
    await expect(user.locator('[data-kind="neutral"]')).toHaveCSS('color', VIOLET);
    const reference = (await user.getByText(/^Reference: /).innerText()).replace('Reference: ', '');
    expect(reference).toMatch(/^txn_/);

    // The operator sees the end user's transaction in Usage Logs, and the link used 1 of its 2.
    await page.goto('/reports');
    await expect(page.getByRole('rowheader', { name: new RegExp(`^${reference}`) })).toBeVisible({ timeout: 15_000 });
    await page.goto('/quicklinks');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row.getByText('1/2')).toBeVisible();

    // Disabled on the QuickLinks page, the link refuses to start for a new end user.
    const status = row.getByRole('switch', { name: `Status: ${name}` });
    await expect(status).toBeChecked();
    await status.click({ force: true });
    await expect(page.getByText('QuickLink has been updated successfully').first()).toBeVisible();
    await expect(status).not.toBeChecked();
    await phone.close();
    const other = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
    const stranger = await other.newPage();
    await stranger.goto(url);
    await expect(stranger.getByRole('heading', { level: 1, name: 'The QuickLink is disabled' })).toBeVisible();
    await other.close();
  });
});
