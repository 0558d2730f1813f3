import { describe, expect, it } from 'vitest';
import { acmeAuditEvents } from '~/fixtures';
import { auditTarget } from './auditTarget';

const byId = (id: string) => {
  const event = acmeAuditEvents.find((e) => e.id === id);
  if (!event) throw new Error(`No event ${id}`);
  return event;
};

describe('auditTarget', () => {
  it('names keys by app name, with the new status of a toggle', () => {
    expect(auditTarget(byId('3'))).toBe('Acme web checkout');
    expect(auditTarget(byId('1'))).toBe('Legacy mobile app (inactive)');
  });

  it('names people by e-mail, with a role change', () => {
    expect(auditTarget(byId('2'))).toBe('arjun.mehta@acme-lending.example (member → admin)');
  });

  it('shows amounts, else the target id', () => {
    expect(auditTarget(byId('6'))).toBe('5000 INR');
    expect(auditTarget(byId('8'))).toBe('/v1/face/match');
  });
});
