import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../harness/test';
import { asFirstOrganisation, signInAsDemoOwner } from '../harness/demoOwner';
import { addService, mapRequiredInput } from '../harness/editorSteps';

const TAG = 'PAN found';

async function chooseOption(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toBeHidden();
}

/** Adds an end state under a branch of the tag, through the branch's own plus button. */
async function endBranch(page: Page, canvas: Locator, branch: 'A' | 'B', outcome: string) {
  await canvas.getByRole('button', { name: `Add a step to Branch ${branch} of ${TAG}` }).press('Enter');
  await page.getByRole('dialog', { name: 'Add Action' }).getByRole('button', { name: 'End State' }).click();
  const endState = page.getByRole('dialog', { name: 'End State' });
  await endState.getByText(outcome, { exact: true }).click();
  await endState.getByRole('button', { name: 'Add' }).click();
  await expect(endState).toBeHidden();
  await expect(canvas.getByRole('button', { name: outcome, exact: true })).toBeAttached();
}

test.describe('a new operator builds a workflow with branches (issue 15)', () => {
  test('a tag with two branches, a configured service and an end state under each, publishes without a workaround and decides by the branch taken', async ({ page, playwright, baseURL }) => {
    test.setTimeout(240_000);
    await signInAsDemoOwner(page);

    await page.goto('/workflows/create');
    const onboarding = page.getByRole('dialog', { name: 'Create your Workflow' });
    await onboarding.getByText('Onboarding', { exact: true }).click();
    await onboarding.getByRole('button', { name: 'Create Workflow' }).click();
    await expect(onboarding).toBeHidden({ timeout: 15_000 });

    // PAN Verification, its PAN taken from the input.
    const canvas = page.getByRole('region', { name: 'Workflow canvas' });
    await addService(page, canvas.getByRole('button', { name: /^Add a step/ }).first(), 'PAN Verification');
    await mapRequiredInput(page, canvas, 'PAN Verification', 'PAN Number', 'PAN Number');

    // A tag after it, with a service under each branch.
    await canvas.getByRole('button', { name: 'Add a step after column 1' }).press('Enter');
    await page.getByRole('dialog', { name: 'Add Action' }).getByRole('button', { name: 'Tag' }).click();
    const newTag = page.getByRole('dialog', { name: 'New Tag' });
    await newTag.getByRole('textbox', { name: 'Tag Name' }).fill(TAG);
    await newTag.getByRole('button', { name: 'Create' }).click();
    await addService(page, canvas.getByRole('button', { name: `Add a step to Branch A of ${TAG}` }), 'Email Risk');
    await addService(page, canvas.getByRole('button', { name: `Add a step to Branch B of ${TAG}` }), 'Mobile Risk');

    // The branches lie on their own rows, their edges named.
    await canvas.getByRole('button', { name: 'Fit View' }).click();
    const cardOf = (name: string) => canvas.getByRole('button', { name, exact: true });
    // Fit View animates, and crossing the overview zoom swaps each card for its overview: measure
    // once the move has settled, not mid-swap (a slow machine caught a card between the two).
    const branchesStacked = async () => {
      const a = await cardOf('Email Risk').boundingBox();
      const b = await cardOf('Mobile Risk').boundingBox();
      return Boolean(a && b && Math.abs(a.x - b.x) < 2 && b.y > a.y);
    };
    await expect.poll(branchesStacked, { timeout: 10_000 }).toBe(true);
    await expect(canvas.getByText('Branch A', { exact: true })).toBeVisible();
    await expect(canvas.getByText('Branch B', { exact: true })).toBeVisible();

    // Configuring the branch steps keeps them on their branches (this erased the branch link before).
    await mapRequiredInput(page, canvas, 'Email Risk', 'Email Address', 'Email Address');
    await mapRequiredInput(page, canvas, 'Mobile Risk', 'Phone Number', 'Phone Number');

    // The tag's alert says what is pending: its condition.
    const alertsButton = page.getByRole('button', { name: /^Alerts/ });
    await alertsButton.click();
    const alerts = page.getByRole('dialog', { name: 'Alerts' });
    await expect(alerts.getByText('The tag has no condition')).toBeVisible();
    await expect(alerts.getByText(/Branch [AB] has no step/)).toHaveCount(0);
    await alerts.getByRole('button', { name: `Take action on ${TAG}` }).first().click();

    // The tag holds when PAN Verification found the PAN; Branch A runs then, Branch B otherwise.
    const panel = page.getByRole('region', { name: 'Condition' });
    await expect(panel.getByText(`Tag ${TAG}`)).toBeVisible({ timeout: 15_000 });
    await panel.getByRole('button', { name: 'AND group', exact: true }).click();
    const row = panel.getByRole('group', { name: 'Condition 1' });
    await chooseOption(page, row.getByRole('button', { name: /Kind$/ }), 'Service');
    await chooseOption(page, row.getByRole('button', { name: /Service$/ }), 'PAN Verification');
    await chooseOption(page, row.getByRole('button', { name: /Attribute$/ }), 'Status');
    await chooseOption(page, row.getByRole('button', { name: /Value$/ }), 'OK');
    await expect(panel.getByRole('button', { name: /Then run$/ })).toHaveText(/Branch A/);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Conditions saved successfully' })).toBeAttached();
    await panel.getByRole('button', { name: 'Close condition panel' }).click();
    await expect(panel).toBeHidden();

    // Each branch ends: Accept under Branch A, Reject under Branch B.
    await endBranch(page, canvas, 'A', 'Accept');
    await endBranch(page, canvas, 'B', 'Reject');

    // Nothing is pending (what remains are the warnings of the checks before publishing) and Publish
    // is enabled, without re-picking a branch.
    // With no warnings left either, the Alerts button shows 0 and is disabled.
    if (await alertsButton.isEnabled()) {
      await alertsButton.click();
      await expect(alerts.getByText('Configuration is pending')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(alerts).toBeHidden();
    } else {
      await expect(alertsButton).toHaveText(/^Alerts\s*0$/);
    }
    const publishButton = page.getByRole('button', { name: 'Publish', exact: true });
    await expect(publishButton).toBeEnabled();
    await publishButton.click();
    const publish = page.getByRole('dialog', { name: 'Publish Your Workflow' });
    await publish.getByRole('textbox', { name: 'Workflow Name' }).fill(`PAN branches ${Date.now()}`);
    await publish.getByRole('button', { name: 'Publish Workflow' }).click();
    const published = page.getByRole('dialog', { name: 'Good job publishing that Workflow' });
    await expect(published).toBeVisible({ timeout: 15_000 });
    const workflowId = ((await published.getByLabel('Workflow ID', { exact: true }).textContent()) ?? '').trim();
    expect(workflowId).not.toBe('');
    await published.getByRole('button', { name: 'Close' }).click();

    // Run it: a PAN on record takes Branch A and is accepted; one without a record takes Branch B and is rejected.
    const key = await page.request.post('/api/sandbox/v1/auth/generate', { ...(await asFirstOrganisation(page)), data: { app_name: `branches e2e ${Date.now()}` } });
    expect(key.status(), await key.text()).toBe(201);
    const { secret } = await key.json();
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${secret}` } });
    const run = async (pan: string) => {
      const response = await api.post('/api/sandbox/transactions', {
        data: { workflowId, data: { pan, fullName: 'Ravi Kumar Sharma', email: 'ravi.sharma@example.com', phoneNumber: '+919876543210' } },
      });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()).outcome as string;
    };
    expect(await run('ABCPE1234F')).toBe('ACCEPTED');
    expect(await run('ABCPX9999X')).toBe('REJECTED');
    await api.dispose();
  });
});
