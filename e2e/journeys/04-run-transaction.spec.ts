import { test, expect } from '../harness/test';
import { asFirstOrganisation, signInAsDemoOwner } from '../harness/demoOwner';
import { kycFlow, RISKY_APPLICANT } from '../../server/engine/test/sandboxFlows';

test.describe('a published workflow decides for real', () => {
  test('runs from an API key like cURL would: pauses for a value, resumes, decides, and the usage logs show its trace', async ({ page, playwright, baseURL }) => {
    await signInAsDemoOwner(page);

    const asOwner = await asFirstOrganisation(page);

    const created = await page.request.post('/api/sandbox/workflows', {
      ...asOwner,
      data: { name: `KYC with selfie ${Date.now()}`, workflowObject: kycFlow(), releaseType: 'v2', useCase: 'onboarding' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { workflowId } = await created.json();

    const key = await page.request.post('/api/sandbox/v1/auth/generate', { ...asOwner, data: { app_name: `e2e ${Date.now()}` } });
    expect(key.status(), await key.text()).toBe(201);
    const { secret } = await key.json();

    // A machine caller: no cookie, no organisation header, only the key (the key names the organisation).
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${secret}` } });
    const started = await api.post('/api/sandbox/transactions', { data: { workflowId, data: RISKY_APPLICANT } });
    expect(started.status(), await started.text()).toBe(200);
    const run = await started.json();
    expect(run).toMatchObject({ outcome: 'AWAITING', awaitedKeys: ['selfieScore'] });

    const resumed = await api.post('/api/sandbox/transactions', { data: { transactionId: run.transactionId, data: { selfieScore: 31 } } });
    expect(resumed.status(), await resumed.text()).toBe(200);
    expect(await resumed.json()).toMatchObject({ transactionId: run.transactionId, outcome: 'REJECTED', awaitedKeys: [] });
    await api.dispose();

    await page.goto(`/reports/${run.transactionId}`);
    await expect(page.getByRole('heading', { name: new RegExp(run.transactionId) }).first()).toBeVisible();
    await expect(page.getByText('Rejected').first()).toBeVisible();
    await expect(page.getByText('selfieScore').first()).toBeVisible();
  });
});
