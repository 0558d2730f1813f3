import { describe, expect, it } from 'vitest';
import { DEFAULT_HOSTED_CONFIG } from '~/contract/reference/hostedConfigDefaults';
import { parseParentMessage } from './frameMessages';

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
