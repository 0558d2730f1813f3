import { describe, expect, it } from 'vitest';
import { findService } from '../catalogue';
import { httpAnswer } from './httpAnswer';
import { issueRequestId, readRequestId, REQUEST_ID_LIFETIME_MS } from './requestToken';
import { inputProblems } from './validateInputs';

const service = (id: string) => {
  const found = findService(id);
  if (!found) throw new Error(id);
  return found;
};

describe('direct-call input checks', () => {
  it('names each bad field: unknown, missing, wrong type, wrong format, not allowed', () => {
    expect(inputProblems(service('pan-verification'), { pan: 'abc', dob: '1990-01-01', nickname: 'x' })).toEqual([
      'nickname is not an input of PAN Verification',
      'Invalid format for PAN Number: pan must match ^[A-Z]{5}[0-9]{4}[A-Z]$',
      'dob (Date of Birth) must be a number',
    ]);
    expect(inputProblems(service('ssn-verification'), { ssnLast4: '6789' })).toEqual([
      'firstName (First Name) is required',
      'lastName (Last Name) is required',
      'dob (Date of Birth) is required',
    ]);
    expect(inputProblems(service('aadhaar-verification'), { aadhaarNumber: '234567890124', consent: 'maybe' })).toEqual(['consent (Consent) must be one of Y, N']);
  });

  it('does not require the inputs the platform fills (consent text, polling id)', () => {
    expect(inputProblems(service('aadhaar-verification'), { aadhaarNumber: '234567890124', consent: 'Y' })).toEqual([]);
    const employment = service('employment-verification');
    expect(inputProblems(employment, { uan: '100123456789', otp: '123456' }, employment.async?.inputs)).toEqual([]);
    expect(inputProblems(employment, { uan: '100123456789', otp: '12' }, employment.async?.inputs)).toEqual(['Invalid format for OTP: otp must match ^[0-9]{6}$']);
  });
});

describe('request ids of asynchronous calls', () => {
  const binding = { orgId: 'org_1', environment: 'test', serviceId: 'employment-verification', inputs: { uan: '100123456789', consent: 'Y' } };
  const started = Date.UTC(2026, 10, 24, 9, 0, 0);

  it('carry when the call started, for the same organisation, environment and inputs only', () => {
    const id = issueRequestId(binding, started);
    expect(readRequestId(id, binding, started + 1000)).toEqual({ valid: true, startedAt: started });
    expect(readRequestId(id, { ...binding, inputs: { consent: 'Y', uan: '100123456789', consentText: '' } }, started)).toEqual({ valid: true, startedAt: started });
    for (const other of [{ ...binding, orgId: 'org_2' }, { ...binding, environment: 'live' }, { ...binding, inputs: { uan: '100123456780', consent: 'Y' } }]) {
      expect(readRequestId(id, other, started).valid).toBe(false);
    }
  });

  it('cannot be forged with an earlier start, and expire after a day', () => {
    const id = issueRequestId(binding, started);
    const forged = id.replace(started.toString(36), (started - 60_000).toString(36));
    expect(readRequestId(forged, binding, started).valid).toBe(false);
    expect(readRequestId('emp_req_123', binding, started)).toEqual({ valid: false, problem: 'requestId is not a request id of this API' });
    expect(readRequestId(id, binding, started + REQUEST_ID_LIFETIME_MS + 1)).toEqual({ valid: false, problem: 'requestId has expired; call the service again' });
  });
});

describe('HTTP answers of direct calls', () => {
  const now = Date.UTC(2026, 10, 24, 9, 0, 0);
  it('maps each outcome to its status and body', () => {
    expect(httpAnswer({ state: 'pending', readyAt: now + 2500 }, 'vreq_1', now)).toEqual({ status: 200, body: { requestId: 'vreq_1', timestamp: '2026-11-24T09:00:00.000Z', processingStatus: 'PROCESSING', retryAfterSeconds: 3 } });
    expect(httpAnswer({ state: 'done', status: 'OK', outputs: { status: 'OK', score: 91, requestId: 'emp_req_1' }, reason: null }, 'req_1', now)).toEqual({
      status: 200,
      body: { score: 91, requestId: 'req_1', timestamp: '2026-11-24T09:00:00.000Z', processingStatus: 'COMPLETED', status: 'OK' },
    });
    expect(httpAnswer({ state: 'done', status: 'NO_RECORD_FOUND', outputs: {}, reason: 'none' }, 'req_1', now)).toEqual({ status: 422, body: { type: 'NO_RECORD_FOUND', message: 'Record Not Found', description: 'none', requestId: 'req_1', status: 'NO_RECORD_FOUND' } });
    expect(httpAnswer({ state: 'done', status: 'FAILED', outputs: {}, reason: 'bad', failure: 'invalid_input' }, 'req_1', now)).toEqual({ status: 400, message: 'bad' });
    expect(httpAnswer({ state: 'done', status: 'FAILED', outputs: {}, reason: 'source unavailable', failure: 'source_unavailable' }, 'req_1', now)).toMatchObject({ status: 503, body: { type: 'INTERNAL_SERVICE_UNAVAILABLE' } });
    expect(httpAnswer({ state: 'done', status: 'FAILED', outputs: {}, reason: 'timed out', failure: 'timeout' }, 'req_1', now)).toMatchObject({ status: 504, body: { type: 'SERVICE_TIMEOUT' } });
  });
});
