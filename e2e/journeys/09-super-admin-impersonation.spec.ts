import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '../harness/test';
import { expectNoTokenInBrowser } from '../harness/browserStorage';
import { startServer, type RunningServer } from '../harness/server';
import { openDatabase } from '../../server/db/database';
import { markEmailVerified, signUp } from '../../server/identity/accounts';
import { platformOperatorCommand } from '../../server/cli/platformOperator';
import { impersonateCommand } from '../../server/cli/impersonate';
import { seedDemo } from '../../server/seed';
import { DEMO_ORG_ID } from '../../server/seed/demoOrganisation';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OPERATOR = 'ola.operator@veriflow.test';

let server: RunningServer;
let link = '';

// A server of its own: the operator and the link are made with the command-line tools before it
// starts (the embedded database serves one process at a time).
test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'veriflow-e2e-operator-'));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await seedDemo(database.db);
    const created = await signUp(database.db, { name: 'Ola Operator', email: OPERATOR, password: 'a long operator password' });
    if (!created.ok) throw new Error('could not create the operator');
    await markEmailVerified(database.db, created.account.id);
    const keepOpen = { open: async () => ({ ...database, close: async () => {} }), out: (line: string) => void (link ||= line) };
    expect(await platformOperatorCommand([OPERATOR], { ...keepOpen, out: () => {} })).toBe(0);
    expect(await impersonateCommand([OPERATOR, DEMO_ORG_ID], { ...keepOpen, publicUrl: 'http://link.invalid' })).toBe(0);
  } finally {
    await database.close();
  }
  server = await startServer(repoRoot, { dataDir });
});
test.afterAll(async () => server?.stop());

test.describe('a platform operator opens an organisation as super admin', () => {
  test('the link leaves the address bar, starts an HttpOnly super-admin session with every permission, works once, and log-out goes to /', async ({ page, context, browser }) => {
    test.setTimeout(120_000);
    const issued = new URL(link);
    expect(issued.searchParams.get('authToken')).toMatch(/^vfimp_/);
    const address = `${server.url}${issued.pathname}${issued.search}`;

    await page.goto(address);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 20_000 });
    expect(new URL(page.url()).search).toBe('');
    await expect(page).toHaveURL(/\/home$/);
    const me = await (await page.request.get(`${server.url}/api/sandbox/v1/auth/me`, { headers: { 'x-veriflow-auth-org-id': DEMO_ORG_ID } })).json();
    expect(me).toMatchObject({ isSuperAdmin: true, activeOrganizationId: DEMO_ORG_ID });
    const orgs = await (await page.request.get(`${server.url}/api/sandbox/v1/auth/user/organizations`)).json();
    expect(orgs.organizations).toEqual([expect.objectContaining({ id: DEMO_ORG_ID, displayName: 'Acme Lending' })]);

    // Every permission: the owner's management actions are there.
    await page.goto(`${server.url}/admin/users`);
    await expect(page.getByRole('button', { name: 'Invite member' })).toBeVisible();
    await page.goto(`${server.url}/admin/api-keys`);
    await expect(page.getByRole('button', { name: 'Generate API Key' })).toBeVisible();
    await expectNoTokenInBrowser(page, context, [issued.searchParams.get('authToken') ?? '']);

    // Log-out sends a super admin to /, which (signed out) leads to sign-in.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get(`${server.url}/api/sandbox/v1/auth/user/organizations`)).status()).toBe(401);

    // The link works once.
    const other = await browser.newContext();
    const again = await other.newPage();
    await again.goto(address);
    await expect(again.getByRole('heading', { name: 'This impersonation link was already used' })).toBeVisible();
    expect(new URL(again.url()).search).toBe('');
    await again.getByRole('button', { name: 'Go to sign-in' }).click();
    await expect(again).toHaveURL(/\/login$/);
    await other.close();
  });
});
