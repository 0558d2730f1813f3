import { describe, expect, it } from 'vitest';
import { decodeHostedFlowOptions } from '~/contract/hostedFlow/options';
import { framedFlowUrl } from './hostedFrame';

describe('the framed hosted flow', () => {
  it('addresses /preview for Preview and /flow for Tryout, with the workflow, the environment base and the purpose, without a token', () => {
    const url = new URL(framedFlowUrl({ workflowId: 'wf_é1', orgId: 'org_ü', origin: 'https://console.example/', apiBase: '/api/live', purpose: 'preview' }), 'https://console.example');
    expect(url.pathname).toBe('/preview');
    expect(decodeHostedFlowOptions(url.searchParams.get('options'))).toEqual({ workflowId: 'wf_é1', type: 'INIT_DATA', env: 'production', baseUrl: 'https://console.example/api/live', orgId: 'org_ü', mode: 'preview' });
    const tryout = new URL(framedFlowUrl({ workflowId: 'wf_1', orgId: 'org_1', origin: 'http://h', apiBase: '/api/sandbox', purpose: 'tryout' }), 'http://h');
    expect(tryout.pathname).toBe('/flow');
    expect(decodeHostedFlowOptions(tryout.searchParams.get('options'))).toMatchObject({ mode: 'tryout', baseUrl: 'http://h/api/sandbox' });
  });
});
