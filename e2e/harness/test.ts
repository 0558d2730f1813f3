import { test as base, expect } from '@playwright/test';

/** Journeys run against the server that the global setup started. */
export const test = base.extend({
  baseURL: async ({ browserName: _browserName }, use) => {
    const url = process.env.VERIFLOW_E2E_URL;
    if (!url) throw new Error('VERIFLOW_E2E_URL is not set: run the journeys through `npm run test:e2e`');
    await use(url);
  },
});

export { expect };
