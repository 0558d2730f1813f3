import { describe, expect, it } from 'vitest';
import { quickLinkOptions, quickLinkUrl } from './quickLinkUrl';

describe('quickLinkUrl', () => {
  it('opens the hosted flow with the base64 options payload of document 3, and no token', () => {
    const url = quickLinkUrl({ origin: 'https://veriflow.example', environment: 'test', workflowId: 'wf_abc', quicklinkId: 'ql_xyz', orgId: 'org_1' });
    expect(url.startsWith('https://veriflow.example/flow?options=')).toBe(true);
    expect(quickLinkOptions(url)).toEqual({
      workflowId: 'wf_abc',
      type: 'INIT_DATA',
      env: 'production',
      baseUrl: 'https://veriflow.example/api/sandbox',
      quicklinkId: 'ql_xyz',
      orgId: 'org_1',
    });
    expect(JSON.stringify(quickLinkOptions(url))).not.toMatch(/webt|token/i);
  });

  it('points live links at the live API base', () => {
    const url = quickLinkUrl({ origin: 'http://localhost:4000', environment: 'live', workflowId: 'wf_abc', quicklinkId: 'ql_xyz', orgId: 'org_1' });
    expect(quickLinkOptions(url).baseUrl).toBe('http://localhost:4000/api/live');
  });
});
