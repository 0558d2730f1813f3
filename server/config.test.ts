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

describe('the run lease', () => {
  it('is read from whole milliseconds, and absent (the 30 s default) by default', () => {
    expect(configFromEnv({ VERIFLOW_RUN_LEASE_MS: '2000' }).runLeaseMs).toBe(2000);
    expect(configFromEnv({}).runLeaseMs).toBeUndefined();
  });

  it('refuses a lease too short to renew or not whole milliseconds', () => {
    expect(() => configFromEnv({ VERIFLOW_RUN_LEASE_MS: '100' })).toThrow('VERIFLOW_RUN_LEASE_MS must be whole milliseconds from 500 to 3600000');
    expect(() => configFromEnv({ VERIFLOW_RUN_LEASE_MS: '2s' })).toThrow();
  });
});

describe('the development mailbox setting', () => {
  it('is on for loopback only with the development sign-in on a loopback listen address', () => {
    expect(configFromEnv({ VERIFLOW_DEV_LOGIN: '1' }).devMailbox).toBe('loopback');
    expect(configFromEnv({ VERIFLOW_DEV_LOGIN: '1', HOST: 'localhost' }).devMailbox).toBe('loopback');
    expect(configFromEnv({}).devMailbox).toBe('off');
    expect(configFromEnv({ VERIFLOW_DEV_LOGIN: '1', HOST: '0.0.0.0' }).devMailbox).toBe('off');
    expect(configFromEnv({ VERIFLOW_DEV_LOGIN: '1', NODE_ENV: 'production' }).devMailbox).toBe('off');
  });

  it('reaches any client only when asked, and never in production', () => {
    expect(configFromEnv({ VERIFLOW_DEV_LOGIN: '1', HOST: '0.0.0.0', VERIFLOW_DEV_MAILBOX_ANY_HOST: '1' }).devMailbox).toBe('any');
    expect(configFromEnv({ VERIFLOW_DEV_MAILBOX_ANY_HOST: '1' }).devMailbox).toBe('off');
    expect(configFromEnv({ NODE_ENV: 'production', VERIFLOW_DEV_LOGIN: '1', VERIFLOW_DEV_MAILBOX_ANY_HOST: '1' }).devMailbox).toBe('off');
  });
});
