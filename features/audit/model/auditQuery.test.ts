import { describe, expect, it } from 'vitest';
import { actionLabel, auditLogQuery } from './auditQuery';

const range = { preset: 'custom' as const, start: new Date('2025-05-01T00:00:00.000Z'), end: new Date('2025-05-31T23:59:59.000Z') };

describe('auditLogQuery', () => {
  it('pages by the chosen size and sends the range as ISO times', () => {
    expect(auditLogQuery({ range, search: '', page: 3, pageSize: '30' })).toEqual({
      limit: 30,
      offset: 60,
      from: '2025-05-01T00:00:00.000Z',
      to: '2025-05-31T23:59:59.000Z',
    });
  });

  it('sends a trimmed search only when there is one', () => {
    expect(auditLogQuery({ range, search: '  credential ', page: 1, pageSize: '20' }).search).toBe('credential');
    expect(auditLogQuery({ range, search: '   ', page: 1, pageSize: '20' })).not.toHaveProperty('search');
  });
});

describe('actionLabel', () => {
  it('reads the action as words', () => {
    expect(actionLabel('credential.toggled')).toBe('Credential toggled');
    expect(actionLabel('organization.live_approved')).toBe('Organization live approved');
  });
});
