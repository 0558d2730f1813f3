import { describe, expect, it } from 'vitest';
import { bearerToken, decodeHostedFlowOptions, encodeHostedFlowOptions, hostedFlowUrl, HostedFlowOptionsError, parseHostedFlowOptions, type HostedFlowOptions } from './options';

const quicklink: HostedFlowOptions = {
  workflowId: 'wf_onboarding',
  type: 'INIT_DATA',
  env: 'production',
  baseUrl: 'https://veriflow.example/api/sandbox',
  orgId: 'org_acme',
  quicklinkId: 'ql_123',
  webt: 'Token vfql_abc123',
};

/** What a server writes (Node's Buffer), so both sides agree on the encoding. */
const serverEncode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

describe('hosted flow options', () => {
  it('decodes what the server encodes, with the mode implied by the QuickLink', () => {
    expect(decodeHostedFlowOptions(serverEncode(quicklink))).toEqual({ ...quicklink, mode: 'quicklink' });
  });

  it('round-trips through encode and decode, UTF-8 included', () => {
    const options: HostedFlowOptions = { workflowId: 'wf_ünïcode', type: 'INIT_DATA', env: 'production', baseUrl: 'http://localhost:4000/api/live', orgId: 'org_é', mode: 'preview' };
    expect(decodeHostedFlowOptions(encodeHostedFlowOptions(options))).toEqual(options);
    expect(encodeHostedFlowOptions(options)).toBe(serverEncode(options));
  });

  it('accepts URL-safe base64 and missing padding', () => {
    const standard = serverEncode({ ...quicklink, workflowId: 'wf_??>>' });
    const urlSafe = standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeHostedFlowOptions(urlSafe).workflowId).toBe('wf_??>>');
  });

  it('defaults to tryout without a QuickLink and strips a trailing slash of the base', () => {
    const { quicklinkId: _q, webt: _w, ...tryout } = quicklink;
    expect(parseHostedFlowOptions({ ...tryout, baseUrl: 'https://x.example/api/sandbox/' })).toEqual({ ...tryout, baseUrl: 'https://x.example/api/sandbox', mode: 'tryout' });
  });

  it.each([
    [null, 'The link has no options.'],
    ['', 'The link has no options.'],
    ['%%%', 'The link options are not valid base64.'],
    [btoa('not json'), 'The link options are not valid JSON.'],
    [btoa('[1]'), 'The link options are not an object.'],
    [serverEncode({ ...quicklink, workflowId: '' }), 'The link options have no workflowId.'],
    [serverEncode({ ...quicklink, type: 'OTHER' }), 'The link option type must be INIT_DATA.'],
    [serverEncode({ ...quicklink, env: 'staging' }), 'The link option env must be production.'],
    [serverEncode({ ...quicklink, baseUrl: 'not a url' }), 'The link option baseUrl is not an address.'],
    [serverEncode({ ...quicklink, baseUrl: 'javascript:alert(1)' }), 'The link option baseUrl must be an http(s) address.'],
    [serverEncode({ ...quicklink, orgId: undefined }), 'The link options have no orgId.'],
    [serverEncode({ ...quicklink, webt: 'vfql_abc' }), 'The link option webt must be "Token " followed by the token.'],
    [serverEncode({ ...quicklink, webt: undefined }), 'A QuickLink needs both quicklinkId and webt.'],
    [serverEncode({ ...quicklink, mode: 'admin' }), 'The link option mode must be quicklink, tryout or preview.'],
  ])('refuses %s with a clear message', (encoded, message) => {
    expect(() => decodeHostedFlowOptions(encoded)).toThrow(new HostedFlowOptionsError(message));
  });

  it('sends the webt without its "Token " prefix', () => {
    expect(bearerToken(parseHostedFlowOptions(quicklink))).toBe('vfql_abc123');
    expect(bearerToken({ ...quicklink, webt: undefined })).toBeNull();
  });

  it('builds the /flow address', () => {
    const url = hostedFlowUrl({ ...quicklink, mode: 'quicklink' });
    expect(url.startsWith('/flow?options=')).toBe(true);
    expect(decodeHostedFlowOptions(new URLSearchParams(url.split('?')[1]).get('options'))).toEqual({ ...quicklink, mode: 'quicklink' });
  });
});
