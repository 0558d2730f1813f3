import { test, expect } from '../harness/test';
import { asFirstOrganisation, signInAsDemoOwner } from '../harness/demoOwner';
import { FIVE_SERVICE_DATA, fiveServiceFlow } from '../../server/engine/test/sandboxFlows';

test.describe('a workflow switched to asynchronous execution', () => {
  test('is switched in the editor, answers PROCESSING at once, and a poll finds the decision the usage logs show', async ({ page, playwright, baseURL }) => {
    await signInAsDemoOwner(page);

    const asOwner = await asFirstOrganisation(page);
    const publish = async (name: string) => {
      const created = await page.request.post('/api/sandbox/workflows', { ...asOwner, data: { name, workflowObject: fiveServiceFlow(), releaseType: 'v2', useCase: 'onboarding' } });
      expect(created.status(), await created.text()).toBe(201);
      return (await created.json()).workflowId as string;
    };
    const workflowId = await publish(`Five checks in the background ${Date.now()}`);
    const referenceId = await publish(`Five checks at once ${Date.now()}`);

    // The operator switches the published workflow to asynchronous execution and updates it.
    await page.goto(`/workflows/${workflowId}/edit`);
    const toggle = page.getByRole('switch', { name: 'Asynchronous execution' });
    await expect(toggle).not.toBeChecked();
    await page.getByText('Asynchronous execution', { exact: true }).click();
    await expect(toggle).toBeChecked();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Workflow has been Updated Successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Asynchronous execution' })).toBeChecked();

    const key = await page.request.post('/api/sandbox/v1/auth/generate', { ...asOwner, data: { app_name: `e2e async ${Date.now()}` } });
    expect(key.status(), await key.text()).toBe(201);
    const { secret } = await key.json();
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${secret}` } });

    // The same flow and data, run synchronously: the decision the background run must reach.
    const reference = await (await api.post('/api/sandbox/transactions', { data: { workflowId: referenceId, data: FIVE_SERVICE_DATA } })).json();
    expect(reference.outcome).toBe('ACCEPTED');

    const started = await api.post('/api/sandbox/transactions', { data: { workflowId, data: FIVE_SERVICE_DATA } });
    expect(started.status(), await started.text()).toBe(200);
    const run = await started.json();
    expect(run).toMatchObject({ outcome: 'PROCESSING', awaitedKeys: [] });

    // A caller polls with empty data until the background run has decided.
    await expect
      .poll(async () => (await (await api.post('/api/sandbox/transactions', { data: { transactionId: run.transactionId, data: {} } })).json()).outcome, { timeout: 20_000 })
      .toBe('ACCEPTED');
    await api.dispose();

    await page.goto(`/reports/${run.transactionId}`);
    await expect(page.getByRole('heading', { name: new RegExp(run.transactionId) }).first()).toBeVisible();
    await expect(page.getByText('Accepted').first()).toBeVisible();
  });
});
