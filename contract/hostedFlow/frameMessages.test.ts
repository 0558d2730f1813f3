import { describe, expect, it } from 'vitest';
import { DEFAULT_HOSTED_CONFIG } from '~/contract/reference/hostedConfigDefaults';
import { parseChildMessage, parseParentMessage } from './frameMessages';

const origin = 'https://veriflow.example';

describe('parent messages', () => {
  it('accepts auth and theme messages from the same origin only', () => {
    expect(parseParentMessage({ origin, data: { type: 'veriflow:auth', orgId: 'org_1' } }, origin)).toEqual({ type: 'veriflow:auth', orgId: 'org_1' });
    expect(parseParentMessage({ origin, data: { type: 'veriflow:theme', theme: DEFAULT_HOSTED_CONFIG } }, origin)).toEqual({ type: 'veriflow:theme', theme: DEFAULT_HOSTED_CONFIG });
    expect(parseParentMessage({ origin: 'https://evil.example', data: { type: 'veriflow:auth', orgId: 'org_1' } }, origin)).toBeNull();
  });

  it('ignores other shapes', () => {
    expect(parseParentMessage({ origin, data: 'hello' }, origin)).toBeNull();
    expect(parseParentMessage({ origin, data: { type: 'veriflow:auth', orgId: '' } }, origin)).toBeNull();
    expect(parseParentMessage({ origin, data: { type: 'veriflow:theme', theme: { branding: {} } } }, origin)).toBeNull();
  });
});

describe('child messages', () => {
  it('reads ready and transaction messages and nothing else', () => {
    expect(parseChildMessage({ type: 'veriflow:ready' })).toEqual({ type: 'veriflow:ready' });
    expect(parseChildMessage({ type: 'veriflow:transaction', transactionId: 'txn_1', outcome: 'ACCEPTED' })).toEqual({ type: 'veriflow:transaction', transactionId: 'txn_1', outcome: 'ACCEPTED' });
    expect(parseChildMessage({ type: 'veriflow:transaction', transactionId: 'txn_1' })).toEqual({ type: 'veriflow:transaction', transactionId: 'txn_1', outcome: null });
    expect(parseChildMessage({ type: 'veriflow:transaction', transactionId: '' })).toBeNull();
    expect(parseChildMessage('veriflow:ready')).toBeNull();
  });
});
