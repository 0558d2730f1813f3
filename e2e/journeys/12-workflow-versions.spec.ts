import { test, expect } from '../harness/test';
import { asFirstOrganisation, signInAsDemoOwner } from '../harness/demoOwner';
import { sampleFlow, TEST_BANK_NODE, TEST_PAN_NODE, twoServiceFlow } from '../../server/workflows/testFlows';

/** Version 3: the accept state also waits for the bank account. */
function stricterFlow() {
  const flow = twoServiceFlow();
  const accept = flow.columns.at(-1)?.nodes.find((node) => node.kind === 'end_accepted');
  if (!accept) throw new Error('twoServiceFlow has an accept state');
  accept.dependencies = [TEST_PAN_NODE, TEST_BANK_NODE];
  accept.conditions = [{ and: [{ eq: [{ obj: `source.${TEST_PAN_NODE}.status` }, { const: 'OK' }] }, { eq: [{ obj: `source.${TEST_BANK_NODE}.status` }, { const: 'OK' }] }] }];
  return flow;
}

test.describe('workflow versions', () => {
  test('lists who saved each version and when, compares the first and the last, and restores the first as a fourth version', async ({ page }) => {
    // A long journey (three saves, a drawer, a restore, a reload) on a shared machine.
    test.setTimeout(120_000);
    await signInAsDemoOwner(page);

    const asOwner = await asFirstOrganisation(page);

    // Publish, then update twice (through the API, as an integration would).
    const created = await page.request.post('/api/sandbox/workflows', { ...asOwner, data: { name: `Versioned KYC ${Date.now()}`, workflowObject: sampleFlow(), releaseType: 'v2', useCase: 'onboarding' } });
    expect(created.status(), await created.text()).toBe(201);
    const { workflowId } = await created.json();
    for (const workflowObject of [twoServiceFlow(), stricterFlow()]) {
      const updated = await page.request.patch(`/api/sandbox/workflows/${workflowId}`, { ...asOwner, data: { workflowObject } });
      expect(updated.status(), await updated.text()).toBe(200);
    }
    const stored = (await (await page.request.get(`/api/sandbox/workflows/${workflowId}/versions`, asOwner)).json()).data.versions;
    expect(stored.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    const author = stored[0].createdBy as { name: string; email: string };
    expect(author.name).toBe('Priya Sharma');

    await page.goto(`/workflows/${workflowId}/edit`);
    const canvas = page.getByRole('region', { name: 'Workflow canvas' });
    await expect(canvas.getByRole('button', { name: 'Bank Account Verification', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'History' }).click();
    const drawer = page.getByRole('dialog', { name: 'History' });
    const rows = drawer.getByRole('list', { name: 'Versions' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    for (const [index, version] of [3, 2, 1].entries()) {
      const row = rows.nth(index);
      await expect(row).toHaveAccessibleName(`Version ${version}`);
      await expect(row).toContainText(author.name);
      await expect(row).toContainText(author.email);
      await expect(row.locator('time')).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM) IST$/);
    }
    await expect(rows.first()).toContainText('Current');

    // The first against the last: the bank account step was added, the accept state changed.
    await drawer.getByRole('button', { name: /\bFrom\b/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Version 1 · Priya Sharma' }).click();
    await expect(drawer.getByText('From version 1 to version 3: 1 step added, 1 step changed')).toBeVisible();
    await expect(drawer.getByRole('listitem', { name: 'Added: Bank Account Verification' })).toContainText('Run Bank Account Verification when PAN Verification.status equals OK');
    const accept = drawer.getByRole('listitem', { name: 'Changed: Accept' });
    await expect(accept).toContainText('Accept when PAN Verification.status equals OK');
    await expect(accept).toContainText('Accept when PAN Verification.status equals OK and Bank Account Verification.status equals OK');

    // Restore the first: the editor shows its flow, the history a fourth version.
    await drawer.getByRole('button', { name: 'Restore version 1' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore version 1?' });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Version 1 restored' })).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(canvas.getByRole('button', { name: 'PAN Verification', exact: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bank Account Verification', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();

    await page.getByRole('button', { name: 'History' }).click();
    await expect(rows).toHaveCount(4);
    await expect(rows.first()).toHaveAccessibleName('Version 4');
    await expect(rows.first()).toContainText('Current');
    const restored = await (await page.request.get(`/api/sandbox/workflows/${workflowId}/versions/4`, asOwner)).json();
    expect(restored.workflowObject).toEqual(sampleFlow());

    // A reload loads the restored flow from the server; the restore is in the organisation's audit log.
    await page.reload();
    await expect(canvas.getByRole('button', { name: 'PAN Verification', exact: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bank Account Verification', exact: true })).toBeHidden();
    const audit = await (await page.request.get('/api/sandbox/v1/auth/audit-logs', { ...asOwner, params: { limit: 100 } })).json();
    const entry = (audit.data as { action: string; targetId: string | null; actorEmail: string | null; detail: Record<string, unknown> }[]).find(
      (event) => event.action === 'workflow.version_restored' && event.targetId === workflowId,
    );
    expect(entry).toMatchObject({ actorEmail: author.email, detail: { restoredVersion: 1, version: 4 } });
  });
});
