import { describe, expect, it } from 'vitest';
import { defaultWorkflowName } from './defaultName';
import { needsName } from './headerRules';

describe('defaultWorkflowName', () => {
  it("is 'Untitled' and the local date and time, zero-padded", () => {
    expect(defaultWorkflowName(new Date(2026, 0, 5, 7, 3, 9))).toBe('Untitled 2026-01-05 07:03:09');
    expect(defaultWorkflowName(new Date(2026, 10, 24, 23, 59, 58))).toBe('Untitled 2026-11-24 23:59:58');
  });

  it('differs from second to second and fits the name limits (3 to 100 characters)', () => {
    const a = defaultWorkflowName(new Date(2026, 10, 24, 9, 0, 0));
    const b = defaultWorkflowName(new Date(2026, 10, 24, 9, 0, 1));
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(3);
    expect(a.length).toBeLessThanOrEqual(100);
  });

  it('makes publishing ask for a name', () => {
    expect(needsName(defaultWorkflowName())).toBe(true);
  });
});
