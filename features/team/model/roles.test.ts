import { describe, expect, it } from 'vitest';
import { assignableRoles } from './roles';

describe('assignableRoles', () => {
  it('lets an owner give every role, owner first', () => {
    expect(assignableRoles('owner')).toEqual(['owner', 'admin', 'member', 'sales', 'unassigned']);
  });

  it('keeps owner away from everyone else', () => {
    expect(assignableRoles('admin')).toEqual(['admin', 'member', 'sales', 'unassigned']);
    expect(assignableRoles(null)).not.toContain('owner');
  });

  it('lets a platform operator give every role', () => {
    expect(assignableRoles('admin', true)).toContain('owner');
  });
});
