import { expect, it, vi } from 'vitest';
import { addLiveCredits, chargeUsage, usageOf } from '../store/usage';
import { generateCredential } from '../store/credentials';
import { describeEachDatabase } from '../test/harness';
import { SERVICE_CALL_TIME_LIMIT_MS } from '../services/tryOut/timeLimit';

const CREDITS_EXHAUSTED = {
  type: 'MERCHANT_CREDITS_EXHAUSTED',
  message: 'Credits for accessing the capability exhausted',
  description: 'Merchant does not have access to this service',
};
const employed = { uan: '100123456789', consent: 'Y', consentText: 'I approve Veriflow to capture and process my data for verification.', consentType: 'explicit' };

describeEachDatabase('direct calls of verification services', (server) => {
  const usedCalls = async (orgId: string, environment: 'test' | 'live' = 'test') => (await usageOf(server().db, orgId, environment)).lifeTimeUsage;

  it('answers the outputs of a check that ran, and charges one free call', async () => {
    const owner = await server().signIn();
    const res = await owner.post('/services/pan-verification', { pan: 'AAACV1234K' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'OK', processingStatus: 'COMPLETED', panType: 'COMPANY', requestId: expect.stringMatching(/^req_/), name: expect.stringMatching(/^V.* PRIVATE LIMITED$/) });
    expect(new Date(res.body.timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await usedCalls(owner.orgId)).toBe(1);
    const again = await owner.post('/services/pan-verification', { pan: 'AAACV1234K' });
    expect({ ...again.body, requestId: '', timestamp: '' }).toEqual({ ...res.body, requestId: '', timestamp: '' });
  });

  it('accepts an API key of the environment in place of a session', async () => {
    const owner = await server().signIn();
    const generated = await generateCredential(server().db, { orgId: owner.orgId, environment: 'test', appName: 'Explorer key', createdBy: null });
    if (!generated.ok) throw new Error('key not generated');
    const machine = server().anonymous(owner.orgId);
    const keyOnly = { headers: { authorization: `Bearer ${generated.secret}`, cookie: '', 'x-veriflow-auth-org-id': '' } };
    const res = await machine.post('/services/pan-verification', { pan: 'ABCPE1234F' }, keyOnly);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'OK', panType: 'INDIVIDUAL' });
    expect(await usedCalls(owner.orgId)).toBe(1);
    expect((await machine.post('/services/pan-verification', { pan: 'ABCPE1234F' }, { ...keyOnly, env: 'live' })).status).toBe(401);
  });

  it('answers 422 NO_RECORD_FOUND, 503 and 504 for the documented test values', async () => {
    const owner = await server().signIn();
    const none = await owner.post('/services/pan-verification', { pan: 'ABCPX9999X' });
    expect(none.status).toBe(422);
    expect(none.body).toEqual({ type: 'NO_RECORD_FOUND', message: 'Record Not Found', description: 'No PAN record in the income-tax register', requestId: expect.any(String), status: 'NO_RECORD_FOUND' });
    const down = await owner.post('/services/bank-account-verification', { accountNumber: '999999999503', ifsc: 'HDFC0000123' });
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ type: 'INTERNAL_SERVICE_UNAVAILABLE', description: 'source unavailable' });
    const started = Date.now();
    const slow = await owner.post('/services/bank-account-verification', { accountNumber: '999999999408', ifsc: 'HDFC0000123' });
    expect(slow.status).toBe(504);
    expect(slow.body).toMatchObject({ type: 'SERVICE_TIMEOUT', message: 'The verification source did not answer in time' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SERVICE_CALL_TIME_LIMIT_MS - 50);
    expect(await usedCalls(owner.orgId)).toBe(3);
  });

  it('refuses bad inputs with 400 naming each field, before charging anything', async () => {
    const owner = await server().signIn();
    const res = await owner.post('/services/pan-verification', { pan: 'abc', dob: 'yesterday', nickname: 'Ravi' });
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('bad_request');
    expect(res.body.message).toBe('nickname is not an input of PAN Verification; Invalid format for PAN Number: pan must match ^[A-Z]{5}[0-9]{4}[A-Z]$; dob (Date of Birth) must be a number');
    const missing = await owner.post('/services/name-match', {});
    expect(missing.body.message).toBe('name1 (Name 1) is required; name2 (Name 2) is required');
    expect((await owner.post('/services/pan-verification', { pan: { nested: true } })).status).toBe(400);
    expect(await usedCalls(owner.orgId)).toBe(0);
  });

  it('answers 400 with the reason when the source refuses an input (a charged call)', async () => {
    const owner = await server().signIn();
    const res = await owner.post('/services/aadhaar-verification', { aadhaarNumber: '234567890127', consent: 'Y' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('aadhaarNumber has a wrong Verhoeff check digit');
    expect(await usedCalls(owner.orgId)).toBe(1);
  });

  it('answers 404 for an unknown service and refuses roles without create:v2-services', async () => {
    const owner = await server().signIn();
    expect((await owner.post('/services/no-such-service', {})).status).toBe(404);
    expect((await owner.post('/services/Not_An_Id', {})).status).toBe(400);
    for (const role of ['member', 'sales'] as const) {
      const caller = await server().signIn({ role, orgId: owner.orgId });
      const res = await caller.post('/services/pan-verification', { pan: 'ABCPE1234F' });
      expect(res.status, role).toBe(403);
      expect(res.body.message).toBe("You don't have permission to create v2-services");
    }
    expect((await server().anonymous(owner.orgId).post('/services/pan-verification', { pan: 'ABCPE1234F' })).status).toBe(401);
  });

  it('answers 403 MERCHANT_CREDITS_EXHAUSTED once the free calls are used up', async () => {
    const owner = await server().signIn();
    await chargeUsage(server().db, owner.orgId, 'test', 100);
    const res = await owner.post('/services/name-match', { name1: 'Ravi Sharma', name2: 'Ravi Sharma' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(CREDITS_EXHAUSTED);
    expect(await usedCalls(owner.orgId)).toBe(100);
  });

  it('in live mode needs live enabled, and charges the service price to prepaid credits', async () => {
    const notLive = await server().signIn();
    expect((await notLive.post('/services/pan-verification', { pan: 'ABCPE1234F' }, { env: 'live' })).body.message).toBe('Live mode is not enabled for this organisation');
    const orgId = await server().createOrg({ liveEnabled: true });
    await server().db.updateTable('organizations').set({ merchant_payment_type: 'prepaid' }).where('id', '=', orgId).execute();
    const owner = await server().signIn({ orgId });
    const broke = await owner.post('/services/pan-verification', { pan: 'ABCPE1234F' }, { env: 'live' });
    expect(broke.status).toBe(403);
    expect(broke.body).toEqual(CREDITS_EXHAUSTED);
    await addLiveCredits(server().db, orgId, 10);
    expect((await owner.post('/services/pan-verification', { pan: 'ABCPE1234F' }, { env: 'live' })).status).toBe(200);
    expect(await usedCalls(orgId, 'live')).toBe(3);
    expect(await usedCalls(orgId, 'test')).toBe(0);
  });

  it('runs an asynchronous service: PROCESSING with a request id, then the result by polling (free)', async () => {
    const owner = await server().signIn();
    const first = await owner.post('/services/employment-verification', employed);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ requestId: expect.stringMatching(/^vreq_/), timestamp: expect.any(String), processingStatus: 'PROCESSING', retryAfterSeconds: 3 });
    const poll = { ...employed, requestId: first.body.requestId, otp: '123456' };
    expect((await owner.post('/services/employment-verification/result', poll)).body).toMatchObject({ processingStatus: 'PROCESSING' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 3_100);
      const done = await owner.post('/services/employment-verification/result', poll);
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ processingStatus: 'COMPLETED', status: 'OK', requestId: first.body.requestId, employerName: expect.any(String), isEmployed: expect.any(Boolean) });
      const wrongOtp = await owner.post('/services/employment-verification/result', { ...poll, otp: '000000' });
      expect(wrongOtp.status).toBe(400);
      expect(wrongOtp.body.message).toBe('otp does not match the one sent to the employee');
    } finally {
      vi.useRealTimers();
    }
    expect(await usedCalls(owner.orgId)).toBe(1);
  });

  it('refuses polls without a request id, for other inputs or organisations, and of synchronous services', async () => {
    const owner = await server().signIn();
    const first = await owner.post('/services/employment-verification', employed);
    const missing = await owner.post('/services/employment-verification/result', { ...employed, otp: '123456' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('requestId (Request ID) is required: send the requestId the first call answered');
    const otherInputs = await owner.post('/services/employment-verification/result', { ...employed, uan: '100123456780', requestId: first.body.requestId, otp: '123456' });
    expect(otherInputs.status).toBe(404);
    const stranger = await server().signIn();
    expect((await stranger.post('/services/employment-verification/result', { ...employed, requestId: first.body.requestId, otp: '123456' })).status).toBe(404);
    const sync = await owner.post('/services/pan-verification/result', { pan: 'ABCPE1234F', requestId: 'x' });
    expect(sync.status).toBe(404);
    expect(sync.body.message).toBe('PAN Verification is not asynchronous');
  });

  it('documents every service’s test values in the API reference', async () => {
    const res = await server().app.inject({ method: 'GET', url: '/docs/api/openapi.json' });
    const spec = JSON.parse(res.body) as { tags: { name: string; description: string }[]; paths: Record<string, unknown> };
    const tag = spec.tags.find((t) => t.name === 'verifications');
    expect(tag?.description).toContain('### Sandbox test values');
    expect(tag?.description).toContain('| `{"pan":"ABCPX9999X"}` | NO_RECORD_FOUND |');
    expect(spec.paths['/services/{serviceId}']).toBeDefined();
  });
});
