import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { requestSnippet, SNIPPET_LANGUAGES, WEBHOOK_VERIFY_SAMPLE } from './requestSnippets';
import {
  API_KEY_PLACEHOLDER,
  canAddRow,
  canTryout,
  displayInputValue,
  formatDateValue,
  formatResponseTime,
  runBody,
  sampleData,
  sampleRequest,
  shellQuote,
  takenParameters,
  toCurl,
  transactionsUrl,
  tryoutData,
  valueEntryOf,
  type TryoutRow,
} from './tryoutRequest';

const parameters = [
  { key: 'fullName', displayName: 'Full name', type: 'STRING' as const, format: 'TEXT' as const, required: true },
  { key: 'pan', displayName: 'PAN', type: 'STRING' as const, required: true },
  { key: 'amount', displayName: 'Amount', type: 'NUMBER' as const, required: false },
  { key: 'consent', displayName: 'Consent', type: 'BOOLEAN' as const, required: false },
  { key: 'dob', displayName: 'Date of birth', type: 'STRING' as const, required: false },
  { key: 'phone', displayName: 'Phone', type: 'STRING' as const, format: 'MOBILE' as const, required: false },
];

const request = sampleRequest({
  url: transactionsUrl('https://console.example/', '/api/sandbox'),
  orgId: 'org_acme',
  target: { kind: 'workflow', id: 'wf_retail_onboarding_kyc' },
  data: { fullName: "Ravi O'Neil", pan: 'ABCPE1234F' },
});

describe('the sample request', () => {
  it('posts to the environment transactions endpoint with the workflowId or templateId', () => {
    expect(request.url).toBe('https://console.example/api/sandbox/transactions');
    expect(runBody({ kind: 'template', id: 'tpl_kyc' }, {})).toEqual({ templateId: 'tpl_kyc', data: {} });
    expect(request.body).toEqual({ workflowId: 'wf_retail_onboarding_kyc', data: { fullName: "Ravi O'Neil", pan: 'ABCPE1234F' } });
  });

  it('carries the authorization, content-type and organisation headers, the key as a placeholder', () => {
    expect(request.headers.map((h) => [h.name, h.value])).toEqual([
      ['Authorization', `Bearer ${API_KEY_PLACEHOLDER}`],
      ['Content-Type', 'application/json'],
      ['X-Veriflow-Auth-Org-ID', 'org_acme'],
    ]);
  });

  it('writes a cURL command that a shell reads back to the same body', () => {
    const curl = toCurl(request);
    expect(curl.split(' \\\n')).toEqual([
      'curl --request POST',
      "  --url 'https://console.example/api/sandbox/transactions'",
      `  --header 'Authorization: Bearer ${API_KEY_PLACEHOLDER}'`,
      "  --header 'Content-Type: application/json'",
      "  --header 'X-Veriflow-Auth-Org-ID: org_acme'",
      expect.stringContaining("  --data '{"),
    ]);
    expect(curl).toContain(`"fullName": "Ravi O'\\''Neil"`);
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });

  it('gives every input parameter a sample value of its type', () => {
    expect(sampleData(parameters)).toEqual({ fullName: '<fullName>', pan: '<pan>', amount: 0, consent: true, dob: '<dob>', phone: '+919876543210' });
  });
});

describe('the snippets', () => {
  it.each(SNIPPET_LANGUAGES.map((l) => [l.id, l] as const))('%s holds the url, the headers and the body', async (id) => {
    const code = await requestSnippet(request, id);
    expect(code).toContain('/api/sandbox/transactions');
    expect(code).toContain(`Bearer ${API_KEY_PLACEHOLDER}`);
    expect(code).toContain('X-Veriflow-Auth-Org-ID');
    expect(code).toContain('wf_retail_onboarding_kyc');
  });

  it('uses each language\'s own client', async () => {
    expect(await requestSnippet(request, 'javascript')).toContain('await fetch(url, options)');
    expect(await requestSnippet(request, 'python')).toContain('requests.post(');
    expect(await requestSnippet(request, 'go')).toContain('http.NewRequest("POST"');
    expect(await requestSnippet(request, 'java')).toContain('HttpRequest.newBuilder()');
    expect(await requestSnippet(request, 'node')).toContain("require('https')");
  });

  it('signs as Standard Webhooks do: the sample accepts a v1 signature over id.timestamp.body', async () => {
    const module = { exports: {} as Record<string, unknown> };
    const secretBytes = Buffer.from('veriflow-test-secret-bytes');
    const secret = `whsec_${secretBytes.toString('base64')}`;
    const body = '{"type":"transaction.completed"}';
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', secretBytes).update(`msg_1.${timestamp}.${body}`).digest('base64');
    const source = WEBHOOK_VERIFY_SAMPLE.replace("import crypto from 'node:crypto';", '').replace('process.env.VERIFLOW_WEBHOOK_SECRET', JSON.stringify(secret)).replace('export function', 'module.exports.verifyWebhook = function');
    const crypto = await import('node:crypto');
    new Function('crypto', 'module', 'Buffer', source)(crypto, module, Buffer);
    const verify = module.exports.verifyWebhook as (headers: Record<string, string>, raw: string) => boolean;
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': timestamp, 'webhook-signature': `v1,bm90IGl0 v1,${signature}` };
    expect(verify(headers, body)).toBe(true);
    expect(verify(headers, `${body} `)).toBe(false);
    expect(verify({ ...headers, 'webhook-timestamp': String(Number(timestamp) - 600) }, body)).toBe(false);
  });
});

describe('the try-out rows', () => {
  const rows: TryoutRow[] = [
    { id: 1, parameter: 'pan', value: ' ABCPE1234F ' },
    { id: 2, parameter: 'amount', value: '50.5' },
    { id: 3, parameter: 'consent', value: 'false' },
    { id: 4, parameter: null, value: 'ignored' },
    { id: 5, parameter: 'fullName', value: '  ' },
  ];

  it('offers each parameter once: those chosen in other rows are taken', () => {
    expect([...takenParameters(rows, 1)]).toEqual(['amount', 'consent', 'fullName']);
    expect(canAddRow(rows, parameters.length)).toBe(true);
    expect(canAddRow(rows.concat({ id: 6, parameter: null, value: '' }), parameters.length)).toBe(false);
  });

  it('needs one row with a parameter and a value for Tryout', () => {
    expect(canTryout([{ id: 1, parameter: null, value: 'x' }])).toBe(false);
    expect(canTryout([{ id: 1, parameter: 'pan', value: ' ' }])).toBe(false);
    expect(canTryout(rows)).toBe(true);
  });

  it('sends the filled rows, converted by type', () => {
    expect(tryoutData(rows, parameters)).toEqual({ pan: 'ABCPE1234F', amount: 50.5, consent: false });
  });

  it('enters dob as a date, phones with a phone field, booleans True/False', () => {
    expect(parameters.map((p) => valueEntryOf(p))).toEqual(['text', 'text', 'number', 'boolean', 'date', 'phone']);
    expect(valueEntryOf(undefined)).toBe('text');
  });
});

describe('how a result reads', () => {
  it('shows the response time as minutes:seconds:milliseconds, or - without one', () => {
    expect(formatResponseTime(1234)).toBe('00:01:234');
    expect(formatResponseTime(61_005)).toBe('01:01:005');
    expect(formatResponseTime(0)).toBe('00:00:000');
    expect(formatResponseTime(null)).toBe('-');
    expect(formatResponseTime(undefined)).toBe('-');
    expect(formatResponseTime(-1)).toBe('-');
  });

  it('shows dob as a date', () => {
    expect(displayInputValue('dob', '1990-01-31')).toBe('31/01/1990');
    expect(displayInputValue('dob', 633744000)).toBe('31/01/1990');
    expect(displayInputValue('DOB', '633744000')).toBe('31/01/1990');
    expect(displayInputValue('issued', 633744000000, 'DATE')).toBe('31/01/1990');
    expect(displayInputValue('dob', 'not a date')).toBe('not a date');
    expect(displayInputValue('pan', 'ABCPE1234F')).toBe('ABCPE1234F');
    expect(displayInputValue('address', { city: 'Pune' })).toBe('{"city":"Pune"}');
    expect(formatDateValue('x')).toBeNull();
  });
});
