import type { Page } from '@playwright/test';
import { expect } from './test';

const ORG_HEADER = 'x-veriflow-auth-org-id';

/** Signs in as the seeded demo organisation's owner (Priya Sharma) through the development sign-in. */
export async function signInAsDemoOwner(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /Priya Sharma/ }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Request options acting for the signed-in user's first organisation, as the console's calls do. */
export async function asFirstOrganisation(page: Page): Promise<{ headers: Record<string, string> }> {
  const organizations = await (await page.request.get('/api/sandbox/v1/auth/user/organizations')).json();
  return { headers: { [ORG_HEADER]: organizations.organizations[0].id as string } };
}
