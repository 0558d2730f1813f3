import { test as base, expect } from '@playwright/test';

/** Marks a `securitypolicyviolation` event reported to the console by the init script below. */
const VIOLATION = 'veriflow-csp-violation';

/**
 * Journeys run against the server that the global setup started. Every page (and every frame in
 * it, such as the hosted flow in Tryout) is watched for Content-Security-Policy violations: the
 * console must work under the server's policy (ADR 0035), so a journey that meets one fails.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  baseURL: async ({ browserName: _browserName }, use) => {
    const url = process.env.VERIFLOW_E2E_URL;
    if (!url) throw new Error('VERIFLOW_E2E_URL is not set: run the journeys through `npm run test:e2e`');
    await use(url);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript((marker: string) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`${marker} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
        });
      }, VIOLATION);
      const watch = (page: import('@playwright/test').Page) =>
        page.on('console', (message) => {
          const text = message.text();
          if (text.startsWith(VIOLATION) || /violates the following Content Security Policy/.test(text)) violations.push(text);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
