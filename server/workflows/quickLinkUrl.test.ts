import { describe, expect, it } from 'vitest';
import { quickLinkOptions, quickLinkUrl } from './quickLinkUrl';

describe('quickLinkUrl', () => {
  it('opens the hosted flow with the base64 options payload of document 3, webt being the word Token and the link token', () => {
    const url = quickLinkUrl({ origin: 'https://veriflow.example', environment: 'test', workflowId: 'wf_abc', quicklinkId: 'ql_xyz', orgId: 'org_1', accessToken: 'vfql_secret' });
    expect(url.startsWith('https://veriflow.example/flow?options=')).toBe(true);
    expect(quickLinkOptions(url)).toEqual({
      workflowId: 'wf_abc',
      type: 'INIT_DATA',
      env: 'production',
      baseUrl: 'https://veriflow.example/api/sandbox',
      quicklinkId: 'ql_xyz',
      webt: 'Token vfql_secret',
      orgId: 'org_1',
    });
  });

  it('points live links at the live API base', () => {
    const url = quickLinkUrl({ origin: 'http://localhost:4000', environment: 'live', workflowId: 'wf_abc', quicklinkId: 'ql_xyz', orgId: 'org_1', accessToken: 'vfql_x' });
    expect(quickLinkOptions(url).baseUrl).toBe('http://localhost:4000/api/live');
  });
});
