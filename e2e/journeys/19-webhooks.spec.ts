import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { test, expect } from '../harness/test';
import { asFirstOrganisation, signInAsDemoOwner } from '../harness/demoOwner';
import { kycFlow, RISKY_APPLICANT } from '../../server/engine/test/sandboxFlows';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A customer's receiver on this machine: keeps every request; answers 500 while `failing`. */
async function startReceiver() {
  const received: Received[] = [];
  const state = { failing: false };
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])), body });
      res.statusCode = state.failing ? 500 : 200;
      res.end(state.failing ? 'receiver down' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/veriflow-events`,
    received,
    state,
    ofType: (type: string) => received.filter((r) => (JSON.parse(r.body) as { type: string }).type === type),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test.describe('an operator connects a webhook (issue 17)', () => {
  test('creates a webhook to a receiver, sees a transaction event arrive signed and shown as Success; a failing receiver shows Fail, and Retry delivers it', async ({ page, playwright, baseURL }) => {
    test.setTimeout(240_000);
    const receiver = await startReceiver();
    try {
      await signInAsDemoOwner(page);
      const name = `Fraud system ${Date.now()}`;

      // Create it from the list; the signature appears once it exists.
      await page.goto('/webhooks');
      await expect(page.getByRole('heading', { name: /^Webhooks/ }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Create Webhook' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Webhook' });
      await dialog.getByRole('textbox', { name: 'Webhook Name' }).fill(name);
      await dialog.getByRole('textbox', { name: 'URL' }).fill(receiver.url);
      await dialog.getByRole('button', { name: 'Create Webhook' }).click();
      await expect(page.getByText('Webhook created successfully, Please test the webhook connection').first()).toBeVisible();
      await dialog.getByRole('button', { name: 'Show webhook signature' }).click();
      const secretText = dialog.getByText(/^whsec_/);
      await expect(secretText).toBeVisible();
      const secret = ((await secretText.textContent()) ?? '').trim();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();

      // The list refreshes and the row opens the detail.
      await page.getByRole('row', { name: new RegExp(name) }).getByText(name).click();
      await expect(page.getByRole('heading', { name })).toBeVisible();
      await expect(page.getByText('No Events Triggered')).toBeVisible();

      // A transaction runs from outside the browser: its events reach the receiver, signed.
      const asOwner = await asFirstOrganisation(page);
      const created = await page.request.post('/api/sandbox/workflows', { ...asOwner, data: { name: `Webhook KYC ${Date.now()}`, workflowObject: kycFlow(), releaseType: 'v2', useCase: 'onboarding' } });
      expect(created.status(), await created.text()).toBe(201);
      const { workflowId } = await created.json();
      const key = await page.request.post('/api/sandbox/v1/auth/generate', { ...asOwner, data: { app_name: `webhooks e2e ${Date.now()}` } });
      expect(key.status(), await key.text()).toBe(201);
      const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${(await key.json()).secret}` } });
      const started = await api.post('/api/sandbox/transactions', { data: { workflowId, data: RISKY_APPLICANT } });
      expect(started.status(), await started.text()).toBe(200);
      const { transactionId } = await started.json();
      const resumed = await api.post('/api/sandbox/transactions', { data: { transactionId, data: { selfieScore: 31 } } });
      expect(resumed.status(), await resumed.text()).toBe(200);
      await api.dispose();

      await expect.poll(() => receiver.ofType('transaction.completed').length, { timeout: 20_000 }).toBe(1);
      const [delivered] = receiver.ofType('transaction.completed');
      const verified = new Webhook(secret).verify(delivered!.body, delivered!.headers) as { data: { transactionId: string } };
      expect(verified.data.transactionId).toBe(transactionId);
      expect(() => new Webhook(`whsec_${Buffer.from('not the secret, 24 bytes').toString('base64')}`).verify(delivered!.body, delivered!.headers)).toThrow();

      // The detail page shows it as Success, linked to its transaction.
      const completedRow = page.getByRole('row', { name: /transaction\.completed/ });
      await expect(completedRow).toContainText('Success', { timeout: 20_000 });
      await expect(completedRow.getByRole('link', { name: new RegExp(transactionId) })).toHaveAttribute('href', new RegExp(`/reports/${transactionId}$`));

      // The receiver goes down: a test event exhausts its (shortened) retries and shows Fail.
      receiver.state.failing = true;
      await page.getByRole('button', { name: 'Send Test Events' }).click();
      await expect(page.getByText('Webhook connection successful').first()).toBeVisible();
      const testRow = page.getByRole('row', { name: /webhook\.test/ });
      await expect(testRow).toContainText('Fail', { timeout: 30_000 });
      expect(receiver.ofType('webhook.test').length).toBe(3);

      // It comes back; Retry delivers the same message once more.
      receiver.state.failing = false;
      await testRow.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText('Retry Successful').first()).toBeVisible();
      await expect(testRow).toContainText('Success', { timeout: 20_000 });
      await expect(testRow.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      const testDeliveries = receiver.ofType('webhook.test');
      expect(testDeliveries.length).toBe(4);
      expect(new Set(testDeliveries.map((d) => d.headers['webhook-id'])).size).toBe(1);
      new Webhook(secret).verify(testDeliveries[3]!.body, testDeliveries[3]!.headers);

      // The inspector shows each attempt's request and the receiver's answer.
      await testRow.getByRole('button', { name: 'Inspect' }).click();
      const inspector = page.getByRole('dialog', { name: /webhook\.test/ });
      await expect(inspector.getByText('webhook-signature').first()).toBeVisible();
      await expect(inspector.getByText('receiver down').first()).toBeVisible();
      await expect(inspector.getByText('manual', { exact: false }).first()).toBeVisible();
    } finally {
      await receiver.close();
    }
  });
});
