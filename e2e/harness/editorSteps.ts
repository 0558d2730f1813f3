import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/**
 * Adds a service from the Add Action menu opened by `plus`. The plus is pressed from the keyboard:
 * a new step can sit past the canvas's right edge, where a pointer click lands wherever Playwright's
 * scroll-into-view left the transformed canvas (a loaded CI run clicked beside it).
 */
export async function addService(page: Page, plus: Locator, name: string) {
  await plus.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Add Action' });
  await menu.getByRole('searchbox', { name: 'Search Services' }).fill(name);
  await menu.getByRole('list', { name: 'Services' }).getByRole('button', { name, exact: true }).click();
  await expect(menu).toBeHidden();
}

/** Maps a service input from an input attribute in its Configure panel. */
export async function mapRequiredInput(page: Page, canvas: Locator, service: string, input: string, attribute: string) {
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
