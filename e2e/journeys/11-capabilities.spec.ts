import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../harness/test';
import { signInAsDemoOwner } from '../harness/demoOwner';
import { addService, mapRequiredInput } from '../harness/editorSteps';

const CAPABILITY = 'E2E Email Gate';

async function choose(page: Page, dialog: Locator, label: RegExp, option: string) {
  await dialog.getByRole('button', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

test.describe('an operator builds a capability', () => {
  test('saves a flow as a capability, tries it out on the real engine, and drops it into a workflow: an await first, then its columns', async ({ page }) => {
    await signInAsDemoOwner(page);

    // The builder: one service, its input mapped from the start step.
    await page.goto('/capabilities/create');
    const canvas = page.getByRole('region', { name: 'Workflow canvas' });
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await publish.click();
    await expect(page.getByText('Add columns to create capability')).toBeVisible();
    await addService(page, canvas.getByRole('button', { name: /^Add a step/ }).first(), 'Email Risk');
    await mapRequiredInput(page, canvas, 'Email Risk', 'Email Address', 'Email Address');
    await page.getByRole('textbox', { name: 'Capability name' }).fill(CAPABILITY);

    // Save as a Capability: the field messages, then the metadata.
    await publish.click();
    const save = page.getByRole('dialog', { name: 'Save as a Capability' });
    await save.getByRole('button', { name: 'Publish' }).click();
    await expect(save.getByText('Description is required')).toBeVisible();
    await expect(save.getByText('At least one pricing plan must be selected')).toBeVisible();
    await save.getByRole('textbox', { name: /Description/ }).fill('Screens the e-mail address before onboarding.');
    await save.getByRole('button', { name: /Pricing Plans/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Growth' }).click();
    await page.keyboard.press('Escape');
    await choose(page, save, /Industry/, 'Fintech');
    await choose(page, save, /Country/, 'India');
    await choose(page, save, /Lifecycle Stage/, 'Onboarding');
    await save.getByRole('button', { name: 'Publish' }).click();

    const published = page.getByRole('dialog', { name: 'Capability has been published Successfully' });
    await expect(published).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/capabilities\/cap_[0-9a-f]{16}\/edit$/);
    await published.getByRole('button', { name: 'Close' }).click();

    // The try-out runs the capability's flow through the engine and records a transaction.
    await page.getByRole('button', { name: 'Tryout', exact: true }).click();
    const tryout = page.getByRole('dialog', { name: 'Tryout Capability' });
    const row = tryout.getByRole('listitem', { name: 'Parameter 1' });
    await row.getByRole('button', { name: /Parameter/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Email Address' }).click();
    await row.getByRole('textbox', { name: 'Value' }).fill('ravi.sharma@example.com');
    await tryout.getByRole('button', { name: 'Tryout' }).click();
    await expect(tryout.getByText('Transaction successfully executed')).toBeVisible({ timeout: 15_000 });
    await tryout.getByRole('button', { name: 'View Transaction' }).click();
    await expect(page).toHaveURL(/\/reports\/txn_/);
    await expect(page.getByText(CAPABILITY).first()).toBeVisible({ timeout: 10_000 });

    // The list shows it, active.
    await page.goto('/capabilities');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: CAPABILITY }) });
    await expect(card.getByText('Active', { exact: true })).toBeVisible();

    // A workflow: the capability from the Add Action menu goes in as an await for its inputs, then its columns.
    await page.goto('/workflows/create');
    const onboarding = page.getByRole('dialog', { name: 'Create your Workflow' });
    await onboarding.getByText('Onboarding', { exact: true }).click();
    await onboarding.getByRole('button', { name: 'Create Workflow' }).click();
    await expect(onboarding).toBeHidden({ timeout: 10_000 });
    await canvas.getByRole('button', { name: /^Add a step/ }).first().click();
    const menu = page.getByRole('dialog', { name: 'Add Action' });
    await menu.getByRole('list', { name: 'Capabilities' }).getByRole('button', { name: CAPABILITY }).click();
    await expect(menu).toBeHidden();
    const awaitNode = canvas.getByRole('button', { name: `${CAPABILITY} inputs`, exact: true });
    const service = canvas.getByRole('button', { name: 'Email Risk', exact: true });
    await expect(awaitNode).toBeVisible();
    await expect(service).toBeVisible();
    await expect(canvas.getByText('1 Value(s) Added')).toBeVisible();
    const awaitBeforeService = async () => {
      const [awaitBox, serviceBox] = [await awaitNode.boundingBox(), await service.boundingBox()];
      return Boolean(awaitBox && serviceBox && awaitBox.x < serviceBox.x);
    };
    await expect.poll(awaitBeforeService, { timeout: 10_000 }).toBe(true);
  });
});
