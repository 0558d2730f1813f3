import { describe, expect, it } from 'vitest';
import { DEMO_HOSTED_CONFIG } from '~/contract/reference';
import { encodeFlowOptions, flowAuthMessage, flowThemeMessage, isFlowReadyMessage, previewFlowOptions, previewFlowUrl } from './previewFrame';

const decode = (encoded: string) => JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)))) as unknown;

describe('the preview frame', () => {
  it('frames /flow with the options of a preview in the console mode', () => {
    const options = previewFlowOptions({ workflowId: 'wf_1', orgId: 'org_acme', origin: 'https://console.example', mode: 'test' });
    expect(options).toEqual({ workflowId: 'wf_1', type: 'INIT_DATA', env: 'production', baseUrl: 'https://console.example/api/sandbox', orgId: 'org_acme', mode: 'preview' });
    expect(previewFlowOptions({ workflowId: 'wf_1', orgId: 'o', origin: 'http://h', mode: 'live' }).baseUrl).toBe('http://h/api/live');
    const url = new URL(previewFlowUrl(options), 'https://console.example');
    expect(url.pathname).toBe('/flow');
    expect(decode(url.searchParams.get('options') ?? '')).toEqual(options);
  });

  it('encodes UTF-8 (a workflow id is ASCII, but nothing breaks on other text)', () => {
    const options = { ...previewFlowOptions({ workflowId: 'wf_é', orgId: 'org_ü', origin: 'http://h', mode: 'test' }) };
    expect(decode(encodeFlowOptions(options))).toEqual(options);
  });

  it('speaks the protocol of the shared interface', () => {
    expect(flowAuthMessage('org_acme')).toEqual({ type: 'veriflow:auth', orgId: 'org_acme' });
    expect(flowThemeMessage(DEMO_HOSTED_CONFIG)).toEqual({ type: 'veriflow:theme', theme: DEMO_HOSTED_CONFIG });
    expect(isFlowReadyMessage({ type: 'veriflow:ready' })).toBe(true);
    for (const other of [null, 'veriflow:ready', { type: 'veriflow:transaction' }, 42]) expect(isFlowReadyMessage(other)).toBe(false);
  });
});
