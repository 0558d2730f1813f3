import { describe, expect, it } from 'vitest';
import { EMPLOYMENT_DELAY_MS, SLOW_DELAY_MS } from './behaviour/employment';
import { BEHAVIOURS } from './behaviour/registry';
import { sandboxServiceCaller } from './index';
import type { ServiceCallContext } from '../engine/serviceCaller';

const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);
const context = (overrides: Partial<ServiceCallContext> = {}): ServiceCallContext => ({
  environment: 'test',
  transactionId: 'txn_caller',
  startedAt: NOW,
  now: NOW,
  signal: new AbortController().signal,
  ...overrides,
});
const employed = { uan: '100123456789', consent: 'Y' };

describe('sandboxServiceCaller', () => {
  it('answers FAILED naming an unknown service', async () => {
    expect(await sandboxServiceCaller.call('no-such-service', {}, context())).toEqual({ state: 'done', status: 'FAILED', outputs: { status: 'FAILED' }, reason: 'Unknown service no-such-service' });
  });

  it('answers FAILED naming each missing required input, with every output present', async () => {
    const answer = await sandboxServiceCaller.call('ssn-verification', { ssnLast4: '6789', firstName: '' }, context());
    expect(answer).toMatchObject({ state: 'done', status: 'FAILED', reason: 'Missing required inputs: firstName, lastName, dob' });
    expect(answer.state === 'done' && answer.outputs).toEqual({ status: 'FAILED', isMatch: null, isDeceased: null, issuedState: null });
  });

  it('never throws on inputs of the wrong type', async () => {
    const garbage = { pan: 42, aadhaarNumber: ['1'], consent: {}, phoneNumber: null, email: 7, ipAddress: true, gstin: 1e30, nik: -1, fullName: 3 };
    for (const serviceId of Object.keys(BEHAVIOURS)) {
      const answer = await sandboxServiceCaller.call(serviceId, garbage, context());
      expect(answer, serviceId).toMatchObject({ state: 'done', status: 'FAILED', reason: expect.any(String) });
    }
  });

  it('does not leak the kind of failure to the engine', async () => {
    const answer = await sandboxServiceCaller.call('pan-verification', { pan: 'ABC123' }, context());
    expect(Object.keys(answer).sort()).toEqual(['outputs', 'reason', 'state', 'status']);
  });

  describe('an asynchronous service (employment verification)', () => {
    it(`is pending until ${EMPLOYMENT_DELAY_MS} ms after the first call, then answers`, async () => {
      expect(await sandboxServiceCaller.call('employment-verification', employed, context())).toEqual({ state: 'pending', readyAt: NOW + EMPLOYMENT_DELAY_MS });
      expect(await sandboxServiceCaller.call('employment-verification', employed, context({ now: NOW + EMPLOYMENT_DELAY_MS - 1 }))).toEqual({ state: 'pending', readyAt: NOW + EMPLOYMENT_DELAY_MS });
      const done = await sandboxServiceCaller.call('employment-verification', employed, context({ now: NOW + EMPLOYMENT_DELAY_MS }));
      expect(done).toMatchObject({ state: 'done', status: 'OK', outputs: { isEmployed: expect.any(Boolean), employerName: expect.any(String), requestId: expect.stringMatching(/^emp_req_[0-9a-f]{6}$/) } });
    });

    it('takes longer for the slow test value', async () => {
      const slow = { uan: '100000000030', consent: 'Y' };
      expect(await sandboxServiceCaller.call('employment-verification', slow, context({ now: NOW + EMPLOYMENT_DELAY_MS }))).toEqual({ state: 'pending', readyAt: NOW + SLOW_DELAY_MS });
      expect(await sandboxServiceCaller.call('employment-verification', slow, context({ now: NOW + SLOW_DELAY_MS }))).toMatchObject({ state: 'done', status: 'OK' });
    });

    it('answers the source failure once the result is due', async () => {
      const failing = { uan: '100000000503', consent: 'Y' };
      expect(await sandboxServiceCaller.call('employment-verification', failing, context())).toMatchObject({ state: 'pending' });
      expect(await sandboxServiceCaller.call('employment-verification', failing, context({ now: NOW + EMPLOYMENT_DELAY_MS }))).toMatchObject({ state: 'done', status: 'FAILED', reason: 'source unavailable' });
    });

    it('checks the OTP of a poll', async () => {
      const answer = await sandboxServiceCaller.call('employment-verification', { ...employed, otp: '000000' }, context({ now: NOW + EMPLOYMENT_DELAY_MS }));
      expect(answer).toMatchObject({ state: 'done', status: 'FAILED', reason: 'otp does not match the one sent to the employee' });
    });
  });

  describe('the time-out test values', () => {
    for (const [serviceId, inputs] of [
      ['bank-account-verification', { accountNumber: '999999999408', ifsc: 'HDFC0000123' }],
      ['employment-verification', { uan: '100000000408', consent: 'Y' }],
    ] as const) {
      it(`${serviceId} waits until the engine aborts the call, then answers FAILED`, async () => {
        const controller = new AbortController();
        let settled = false;
        const call = sandboxServiceCaller.call(serviceId, inputs, context({ signal: controller.signal })).finally(() => {
          settled = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 30));
        expect(settled).toBe(false);
        controller.abort();
        expect(await call).toMatchObject({ state: 'done', status: 'FAILED', reason: expect.stringMatching(/^timed out/) });
      });
    }

    it('answers at once when the signal is already aborted', async () => {
      const controller = new AbortController();
      controller.abort();
      expect(await sandboxServiceCaller.call('bank-account-verification', { accountNumber: '999999999408', ifsc: 'HDFC0000123' }, context({ signal: controller.signal }))).toMatchObject({ status: 'FAILED' });
    });
  });
});
