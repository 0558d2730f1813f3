import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

describe('the webhook retry schedule override', () => {
  it('is read from comma-separated milliseconds outside production', () => {
    expect(configFromEnv({ VERIFLOW_WEBHOOK_RETRY_SCHEDULE_MS: '300, 300' }).webhookRetryScheduleMs).toEqual([300, 300]);
  });

  it('is ignored in production and absent by default', () => {
    expect(configFromEnv({ VERIFLOW_WEBHOOK_RETRY_SCHEDULE_MS: '300', NODE_ENV: 'production' }).webhookRetryScheduleMs).toBeUndefined();
    expect(configFromEnv({}).webhookRetryScheduleMs).toBeUndefined();
  });

  it('refuses what is not whole milliseconds', () => {
    expect(() => configFromEnv({ VERIFLOW_WEBHOOK_RETRY_SCHEDULE_MS: '5s' })).toThrow('VERIFLOW_WEBHOOK_RETRY_SCHEDULE_MS must be comma-separated whole milliseconds');
    expect(() => configFromEnv({ VERIFLOW_WEBHOOK_RETRY_SCHEDULE_MS: '-1' })).toThrow();
  });
});
