import { describe, expect, it } from 'vitest';
import { SERVICES } from './catalogue';
import { testValuesMarkdown } from './testValuesReference';

describe('the sandbox test values section of the API reference', () => {
  const markdown = testValuesMarkdown();

  it('lists every test value of every service with its status', () => {
    for (const service of SERVICES) {
      expect(markdown).toContain(`##### ${service.displayName} (\`${service.id}\`)`);
      for (const test of service.testValues) {
        expect(markdown).toContain(`| \`${JSON.stringify(test.input).replace(/\|/g, '\\|')}\` | ${test.status} | ${test.description.replace(/\|/g, '\\|')} |`);
      }
    }
  });

  it('documents the time-out, source failure and asynchronous timing', () => {
    expect(markdown).toContain('The source never answers: the call times out');
    expect(markdown).toContain('The source fails (source unavailable)');
    expect(markdown).toContain('Asynchronous services answer PROCESSING until 3 seconds after the first call');
    expect(markdown).toContain('`POST /services/employment-verification`, then `POST /services/employment-verification/result`');
  });
});
