import { describe, expect, it } from 'vitest';
import { createBlockedReason, LIMIT_REACHED, NO_CREATE_PERMISSION } from './createPermission';
import { webhookHealth, webhookHealthText, withDisabledFlipped } from './webhookHealth';
import { webhookErrorMessage } from './webhookMessages';
import { webhookFormSchema } from './webhookForm';

const healthy = { disabled: false, failingSince: null, warnedAt: null, disabledReason: null, archivedAt: null } as const;

describe('webhookHealth', () => {
  it('is ok for a webhook that delivers, and for one switched off by hand', () => {
    expect(webhookHealth(healthy)).toEqual({ kind: 'ok' });
    expect(webhookHealth({ ...healthy, disabled: true })).toEqual({ kind: 'ok' });
    // Failing but not yet warned: nothing to say yet.
    expect(webhookHealth({ ...healthy, failingSince: '2026-11-14T10:00:00.000Z' })).toEqual({ kind: 'ok' });
  });

  it('warns an enabled webhook that has been warned, from the start of its failing streak', () => {
    expect(webhookHealth({ ...healthy, failingSince: '2026-11-14T10:00:00.000Z', warnedAt: '2026-11-18T10:00:00.000Z' })).toEqual({ kind: 'warned', failingSince: '2026-11-14T10:00:00.000Z' });
    expect(webhookHealth({ ...healthy, warnedAt: '2026-11-18T10:00:00.000Z' })).toEqual({ kind: 'warned', failingSince: '2026-11-18T10:00:00.000Z' });
    // Once disabled the warning is moot.
    expect(webhookHealth({ ...healthy, disabled: true, warnedAt: '2026-11-18T10:00:00.000Z' })).toEqual({ kind: 'ok' });
  });

  it('says when delivery disabled it, and archiving wins over everything', () => {
    expect(webhookHealth({ ...healthy, disabled: true, disabledReason: 'failing' })).toEqual({ kind: 'disabledFailing' });
    expect(webhookHealth({ ...healthy, disabled: true, disabledReason: 'failing', archivedAt: '2026-11-20T00:00:00.000Z' })).toEqual({ kind: 'archived' });
    expect(webhookHealthText.warned('14 Nov 2026')).toBe('Failing since 14 Nov 2026, will be disabled');
  });

  it('flips disabled and keeps every other field', () => {
    const hook = { id: 'wh_1', description: 'A', disabled: false, version: 3 };
    expect(withDisabledFlipped(hook)).toEqual({ id: 'wh_1', description: 'A', disabled: true, version: 3 });
    expect(hook.disabled).toBe(false);
  });
});

describe('createBlockedReason', () => {
  it('needs create:webhooks first, then room under the limit of 20', () => {
    expect(createBlockedReason(false, 0)).toBe(NO_CREATE_PERMISSION);
    expect(NO_CREATE_PERMISSION).toBe('You do not have permission to create webhooks');
    expect(createBlockedReason(true, 19)).toBeNull();
    expect(createBlockedReason(true, undefined)).toBeNull();
    expect(createBlockedReason(true, 20)).toBe(LIMIT_REACHED);
  });
});

describe('webhookErrorMessage', () => {
  it("shows the server's message, else the generic one", () => {
    expect(webhookErrorMessage(new Error('The URL must not point to localhost'))).toBe('The URL must not point to localhost');
    expect(webhookErrorMessage(new Error(''))).toBe('Something went wrong');
    expect(webhookErrorMessage('boom')).toBe('Something went wrong');
  });
});

describe('webhookFormSchema', () => {
  const errorOf = async (values: { description: string; url: string }, field: 'description' | 'url') => {
    try {
      await webhookFormSchema.validateAt(field, values);
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('needs a name and a valid http(s) URL, with the messages of the specification', async () => {
    expect(await errorOf({ description: '  ', url: '' }, 'description')).toBe('Required Field');
    expect(await errorOf({ description: 'x'.repeat(101), url: '' }, 'description')).toBe('Webhook Name must be at most 100 characters');
    expect(await errorOf({ description: 'CRM', url: '' }, 'url')).toBe('Required Field');
    for (const url of ['example.com', 'ftp://example.com/x', 'https://', 'http://exa mple.com', 'javascript:alert(1)']) {
      expect(await errorOf({ description: 'CRM', url }, 'url')).toBe('Enter a valid URL. eg: https://example.com');
    }
    expect(await errorOf({ description: 'CRM', url: 'https://hooks.example.com/veriflow' }, 'url')).toBeUndefined();
    expect(await errorOf({ description: 'CRM', url: ' http://crm.example.org:8080/in ' }, 'url')).toBeUndefined();
  });
});
