import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from '../harness/test';
import { asFirstOrganisation, signInAsDemoOwner } from '../harness/demoOwner';

/** The workflow's flow object as the server holds it. */
async function storedFlow(page: Page, workflowId: string): Promise<unknown> {
  const res = await page.request.get(`/api/sandbox/workflows/${workflowId}`, await asFirstOrganisation(page));
  expect(res.status()).toBe(200);
  return (await res.json()).workflowObject;
}

function card(page: Page, name: string) {
  return page.getByRole('list', { name: 'My Workflows' }).getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
}

async function chooseAction(page: Page, name: string, action: string) {
  const item = card(page, name);
  await item.hover();
  await item.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('an operator manages workflows from the list', () => {
  test('duplicates a seeded workflow, exports the copy, deletes it, imports the export and gets the same flow back', async ({ page }) => {
    await signInAsDemoOwner(page);
    await page.goto('/workflows');
    await expect(page.getByRole('tab', { name: 'My Workflows' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Templates' })).toBeVisible();
    const source = 'Personal loan risk tiering';
    await expect(card(page, source)).toBeVisible();
    const sourceId = (await card(page, source).locator('code').textContent()) ?? '';
    const sourceFlow = await storedFlow(page, sourceId);

    // Duplicate: '{name}_copy' by default; the copy opens on its duplicate route.
    const copyName = `Loan risk copy ${Date.now()}`;
    await chooseAction(page, source, 'Duplicate');
    const duplicate = page.getByRole('dialog', { name: 'Duplicate Workflow' });
    const nameField = duplicate.getByRole('textbox', { name: /Workflow Name/ });
    await expect(nameField).toHaveValue(`${source}_copy`);
    await nameField.fill(source);
    await duplicate.getByRole('button', { name: 'Duplicate' }).click();
    await expect(duplicate.getByText('A workflow with the given name already exists')).toBeVisible();
    await nameField.fill(copyName);
    await duplicate.getByRole('button', { name: 'Duplicate' }).click();
    await expect(page).toHaveURL(/\/workflows\/wf_[A-Za-z0-9]+\/duplicate$/);
    await expect(page.getByRole('heading', { level: 1, name: copyName })).toBeVisible();
    const copyId = /\/workflows\/([^/]+)\/duplicate$/.exec(page.url())?.[1] ?? '';
    expect(await storedFlow(page, copyId)).toEqual(sourceFlow);

    // Export: '{name}.json' holding the workflowObject.
    await page.goto('/workflows/my-workflows');
    await expect(card(page, copyName)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), chooseAction(page, copyName, 'Export')]);
    expect(download.suggestedFilename()).toBe(`${copyName}.json`);
    await expect(page.getByRole('alertdialog', { name: 'Workflow exported successfully' })).toBeVisible();
    const exportedPath = await download.path();
    const exported = JSON.parse(await readFile(exportedPath, 'utf8'));
    expect(exported.workflowObject).toEqual(sourceFlow);

    // Delete: confirmation, then the toast after the 2 s delay, and the card is gone.
    await chooseAction(page, copyName, 'Delete');
    const confirm = page.getByRole('alertdialog', { name: 'Delete Workflow' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Workflow deleted successfully' })).toBeVisible({ timeout: 10_000 });
    await expect(card(page, copyName)).toHaveCount(0);
    expect((await page.request.get(`/api/sandbox/workflows/${copyId}`)).status()).not.toBe(200);

    // Import the export under the freed name: the same flow comes back.
    await page.getByRole('button', { name: 'Import' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import Workflow' });
    await importDialog.locator('input[type="file"]').setInputFiles(exportedPath.endsWith('.json') ? exportedPath : { name: `${copyName}.json`, mimeType: 'application/json', buffer: await readFile(exportedPath) });
    await expect(importDialog.getByText(`${copyName}.json`)).toBeVisible();
    const importName = importDialog.getByRole('textbox', { name: /Workflow Name/ });
    await expect(importName).toHaveValue('Workflow');
    await importName.fill(copyName);
    await importDialog.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Workflow saved successfully' })).toBeVisible();
    await expect(card(page, copyName)).toBeVisible({ timeout: 10_000 });
    const importedId = (await card(page, copyName).locator('code').textContent()) ?? '';
    expect(importedId).not.toBe(copyId);
    expect(await storedFlow(page, importedId)).toEqual(sourceFlow);
  });

  test('refuses an import whose flow breaks the flow rules and creates nothing', async ({ page }) => {
    await signInAsDemoOwner(page);
    await page.goto('/workflows/my-workflows');
    const cards = page.getByRole('list', { name: 'My Workflows' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const before = await cards.count();
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Workflow' });
    const broken = { workflowObject: { columns: [{ id: 'column_1', nodes: [{ id: 'start', kind: 'START', name: 'Start' }] }] } };
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
    await expect(dialog.getByRole('alert')).toContainText('The workflow file is invalid');
    await expect(dialog.getByRole('alert')).toContainText('The first column must be column_0, the start column');
    await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(cards).toHaveCount(before);
  });
});
