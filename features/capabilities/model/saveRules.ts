import { CAPABILITY_NAME_MIN, saveCapabilityMessages } from './saveCapabilityForm';

export interface CapabilitySaveRuleInput {
  name: string;
  /** Whether the flow or the name changed since it was loaded or saved. */
  isDirty: boolean;
  /** Columns of the flow, the start column included. */
  columnCount: number;
  /** create:capabilities on a new capability, update:capabilities on a saved one (section 6). */
  canSave: boolean;
}

export interface CapabilitySaveState {
  isDisabled: boolean;
  /** Why the button is disabled, as its tooltip. */
  tooltip: string | null;
  /** Shown under the name field. */
  nameError: string | null;
  /** Pressing the button shows this instead of opening the dialog. */
  refusal: string | null;
}

/**
 * The Publish/Update button of the capability builder (document 2 section 5.3): disabled under 3
 * characters, when a chosen name (not 'Untitled…') has nothing modified, or without permission; a
 * blank name says so; with 1 or fewer columns a press says 'Add columns to create capability'.
 */
export function capabilitySaveState({ name, isDirty, columnCount, canSave }: CapabilitySaveRuleInput): CapabilitySaveState {
  const trimmed = name.trim();
  const nameError = trimmed === '' ? saveCapabilityMessages.nameBlank : trimmed.length < CAPABILITY_NAME_MIN ? saveCapabilityMessages.nameMin : null;
  if (!canSave) return { isDisabled: true, tooltip: saveCapabilityMessages.noPermission, nameError, refusal: null };
  if (nameError) return { isDisabled: true, tooltip: nameError, nameError, refusal: null };
  if (!trimmed.startsWith('Untitled') && !isDirty) return { isDisabled: true, tooltip: 'No changes to save.', nameError: null, refusal: null };
  return { isDisabled: false, tooltip: null, nameError: null, refusal: columnCount <= 1 ? saveCapabilityMessages.noColumns : null };
}
