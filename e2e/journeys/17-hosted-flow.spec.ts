import { test, expect } from '../harness/test';
import { asFirstOrganisation, signInAsDemoOwner } from '../harness/demoOwner';

/** The seeded payout verification: UPI ID and name, then (the UPI check fails) an await for bank details. */
const WORKFLOW_ID = 'wf_payout_beneficiary';

test.describe('the hosted end-user flow', () => {
  test('an end user opens a QuickLink on a phone, gives the awaited bank details, sees the decision, and a reload keeps it; a disabled link refuses', async ({ page, browser, baseURL }) => {
    await signInAsDemoOwner(page);
    const asOwner = await asFirstOrganisation(page);
    const created = await page.request.post('/api/sandbox/workflows/quicklink', {
      ...asOwner,
      data: { name: `e2e hosted ${Date.now()}`, workflowId: WORKFLOW_ID, transactionLimit: 2, showResponseOutput: true },
    });
    expect(created.status(), await created.text()).toBe(201);
    const link = (await created.json()) as { id: string; url: string };
    const url = link.url.replace(/^https?:\/\/[^/]+/, baseURL ?? '');

    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const user = await phone.newPage();
    await user.goto(url);
    await expect(user.getByRole('heading', { level: 1, name: 'Your details' })).toBeFocused();
    await user.getByRole('button', { name: 'Submit' }).click();
    await expect(user.getByText('Enter your UPI ID')).toBeVisible();
    await user.getByRole('textbox', { name: 'UPI ID' }).fill('asha@okbank');
    await user.getByRole('textbox', { name: 'Full Name (optional)' }).fill('Asha Rao');
    await user.getByRole('button', { name: 'Submit' }).click();

    await expect(user.getByRole('heading', { level: 1, name: 'One more step' })).toBeVisible();
    await user.getByRole('textbox', { name: 'Bank Account Number' }).fill('50100012345678');
    await user.getByRole('textbox', { name: 'IFSC' }).fill('HDFC0000123');
    await user.getByRole('button', { name: 'Submit' }).click();
    await expect(user.getByRole('heading', { level: 1, name: 'You are verified' })).toBeVisible({ timeout: 20_000 });
    const reference = (await user.getByText(/^Reference: /).innerText()).replace('Reference: ', '');

    // Nothing is lost on reload: the flow finds its transaction and shows where it ended.
    await user.reload();
    await expect(user.getByRole('heading', { level: 1, name: 'You are verified' })).toBeVisible();
    await expect(user.getByText(`Reference: ${reference}`)).toBeVisible();

    const listed = await (await page.request.get('/api/sandbox/workflows/quicklink', asOwner)).json();
    expect(listed.data.find((row: { id: string }) => row.id === link.id)).toMatchObject({ transactionCount: 1, transactionLimit: 2 });

    // Disabled: the link refuses to start, in a fresh context as a new end user would open it.
    const disabled = await page.request.patch(`/api/sandbox/workflows/quicklink/${link.id}`, { ...asOwner, data: { isEnabled: false } });
    expect(disabled.status(), await disabled.text()).toBe(200);
    const other = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
    const stranger = await other.newPage();
    await stranger.goto(url);
    await expect(stranger.getByRole('heading', { level: 1, name: 'The QuickLink is disabled' })).toBeVisible();
    await other.close();
    await phone.close();
  });
});
