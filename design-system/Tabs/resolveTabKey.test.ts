import { describe, expect, it } from 'vitest';
import { resolveTabKey, type TabAvailability } from './resolveTabKey';

const tabs: TabAvailability[] = [
  { id: 'api-logs', isHidden: true },
  { id: 'audits', isDisabled: true },
  { id: 'sessions' },
  { id: 'device', comingSoon: true },
  { id: 'transactions' },
];

describe('resolveTabKey', () => {
  it('returns the requested id when that tab is visible and enabled', () => {
    expect(resolveTabKey('transactions', tabs)).toBe('transactions');
    expect(resolveTabKey('sessions', tabs)).toBe('sessions');
  });

  it('falls back to the first visible enabled tab when the id matches no tab', () => {
    expect(resolveTabKey('unknown', tabs)).toBe('sessions');
  });

  it('falls back when no id is requested', () => {
    expect(resolveTabKey(undefined, tabs)).toBe('sessions');
    expect(resolveTabKey(null, tabs)).toBe('sessions');
    expect(resolveTabKey('', tabs)).toBe('sessions');
  });

  it('never resolves to a hidden, disabled or coming-soon tab', () => {
    expect(resolveTabKey('api-logs', tabs)).toBe('sessions');
    expect(resolveTabKey('audits', tabs)).toBe('sessions');
    expect(resolveTabKey('device', tabs)).toBe('sessions');
  });

  it('takes the first tab when every tab is available', () => {
    expect(resolveTabKey('nope', [{ id: 'a' }, { id: 'b' }])).toBe('a');
  });

  it('returns undefined when no tab can be selected', () => {
    expect(resolveTabKey('a', [{ id: 'a', isHidden: true }, { id: 'b', comingSoon: true }])).toBeUndefined();
    expect(resolveTabKey('a', [])).toBeUndefined();
  });
});
