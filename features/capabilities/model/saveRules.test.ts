import { describe, expect, it } from 'vitest';
import { capabilitySaveState } from './saveRules';

const base = { name: 'PAN Gate', isDirty: true, columnCount: 3, canSave: true };

describe('capabilitySaveState (document 2 section 5.3)', () => {
  it('is enabled with a name of 3 or more characters, changes and columns', () => {
    expect(capabilitySaveState(base)).toEqual({ isDisabled: false, tooltip: null, nameError: null, refusal: null });
  });

  it('is disabled without permission, with the tooltip of section 6', () => {
    expect(capabilitySaveState({ ...base, canSave: false })).toMatchObject({ isDisabled: true, tooltip: 'You do not have permission to publish capabilities.' });
  });

  it('says a blank name cannot be saved, and a short one its minimum', () => {
    expect(capabilitySaveState({ ...base, name: '   ' })).toMatchObject({ isDisabled: true, nameError: 'Capability name cannot be blank!' });
    expect(capabilitySaveState({ ...base, name: 'ab' })).toMatchObject({ isDisabled: true, nameError: 'Capability Name must be at least 3 characters long.' });
  });

  it('is disabled when a chosen name has nothing modified, but an Untitled one may be saved as it is', () => {
    expect(capabilitySaveState({ ...base, isDirty: false })).toMatchObject({ isDisabled: true });
    expect(capabilitySaveState({ ...base, name: 'Untitled-4f2a', isDirty: false })).toMatchObject({ isDisabled: false });
  });

  it('refuses with 1 or fewer columns: Add columns to create capability', () => {
    expect(capabilitySaveState({ ...base, columnCount: 1 })).toMatchObject({ isDisabled: false, refusal: 'Add columns to create capability' });
    expect(capabilitySaveState({ ...base, columnCount: 2 }).refusal).toBeNull();
  });
});
