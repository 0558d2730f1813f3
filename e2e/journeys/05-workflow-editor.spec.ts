import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../harness/test';

async function addService(page: Page, plus: Locator, name: string) {
  await plus.click();
  const menu = page.getByRole('dialog', { name: 'Add Action' });
  await menu.getByRole('searchbox', { name: 'Search Services' }).fill(name);
  await menu.getByRole('list', { name: 'Services' }).getByRole('button', { name, exact: true }).click();
  await expect(menu).toBeHidden();
}

async function mapRequiredInput(page: Page, canvas: Locator, service: string, input: string, attribute: string) {
  await canvas.getByRole('button', { name: service, exact: true }).hover();
  await canvas.getByRole('button', { name: `Configure ${service}` }).click();
  const panel = page.getByRole('dialog', { name: service });
  const row = panel.getByRole('group', { name: input });
  await row.getByRole('button', { name: /Source/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Input Variables' }).click();
  await row.getByRole('button', { name: /Mapped from/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: attribute, exact: true }).click();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel).toBeHidden();
}

test.describe('an operator builds a workflow', () => {
  test('creates one from the onboarding modal, adds two services and an end state, publishes it and finds the steps after a reload', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: /Priya Sharma/ }).click();
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/workflows/create');
    const onboarding = page.getByRole('dialog', { name: 'Create your Workflow' });
    await onboarding.getByText('Onboarding', { exact: true }).click();
    await expect(onboarding.getByRole('radio', { name: 'Onboarding' })).toBeChecked();
    await onboarding.getByRole('button', { name: 'Create Workflow' }).click();
    await expect(onboarding).toBeHidden({ timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: /^Untitled / })).toBeVisible();

    const canvas = page.getByRole('region', { name: 'Workflow canvas' });
    await addService(page, canvas.getByRole('button', { name: /^Add a step/ }).first(), 'Email Risk');
    await addService(page, canvas.getByRole('button', { name: 'Add a step to column 1' }), 'Mobile Risk');
    await expect(page.getByRole('button', { name: /^Alerts/ })).toContainText('2');
    await mapRequiredInput(page, canvas, 'Email Risk', 'Email Address', 'Email Address');
    await mapRequiredInput(page, canvas, 'Mobile Risk', 'Phone Number', 'Phone Number');

    await canvas.getByRole('button', { name: 'Add a step after column 1' }).click();
    await page.getByRole('dialog', { name: 'Add Action' }).getByRole('button', { name: 'End State' }).click();
    const endState = page.getByRole('dialog', { name: 'End State' });
    await endState.getByText('Accept', { exact: true }).click();
    await endState.getByRole('button', { name: 'Add' }).click();
    await expect(canvas.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();

    const name = `Contact screening ${Date.now()}`;
    await page.getByRole('button', { name: 'Publish' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish Your Workflow' });
    await publish.getByRole('textbox', { name: 'Workflow Name' }).fill(name);
    await publish.getByRole('button', { name: 'Publish Workflow' }).click();

    await expect(page.getByRole('dialog', { name: 'Good job publishing that Workflow' })).toBeVisible();
    await expect(page).toHaveURL(/\/workflows\/[^/]+\/edit$/);
    await page.getByRole('dialog', { name: 'Good job publishing that Workflow' }).getByRole('button', { name: 'Close' }).click();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Good job publishing that Workflow' })).toBeHidden();
    for (const step of ['Start', 'Email Risk', 'Mobile Risk', 'Accept']) await expect(canvas.getByRole('button', { name: step, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
  });
});
