import { describe, expect, it } from 'vitest';
import { headerState, isReadOnlyEditor, needsName, type HeaderRuleInput } from './headerRules';

const fresh: HeaderRuleInput = {
  isTemplate: false,
  workflowId: null,
  route: 'create',
  name: 'Untitled 2026-11-24 09:00:00',
  isDirty: false,
  alertCount: 0,
  hasCapability: true,
  canCreate: true,
  canEdit: true,
};
const saved: HeaderRuleInput = { ...fresh, workflowId: 'wf_onboarding_kyc', route: 'edit', name: 'Onboarding KYC' };

describe('headerState before the first publish', () => {
  it('disables Preview, Tryout, Quicklink and Integrate with the publish-first tooltips', () => {
    const state = headerState(fresh);
    expect(state.preview).toEqual({ isVisible: true, isDisabled: true, tooltip: 'To preview the workflow please publish first.' });
    expect(state.tryout).toEqual({ isVisible: true, isDisabled: true, tooltip: 'To test the workflow please publish first.' });
    expect(state.quicklink).toEqual({ isVisible: true, isDisabled: true, tooltip: 'Please publish Workflow first.' });
    expect(state.integrate).toEqual({ isVisible: true, isDisabled: true, tooltip: 'Please publish Workflow first.' });
  });

  it("labels the button Publish and asks for a name while the name contains 'Untitled'", () => {
    const { publish } = headerState(fresh);
    expect(publish).toMatchObject({ label: 'Publish', action: 'askName', isDisabled: false, tooltip: null });
  });

  it('publishes directly once named, even before any change (nothing is saved yet)', () => {
    expect(headerState({ ...fresh, name: 'KYC onboarding' }).publish).toMatchObject({ action: 'publish', isDisabled: false });
  });

  it('is view-only without the create permission: nothing to publish, try or integrate', () => {
    const state = headerState({ ...fresh, canCreate: false });
    expect(state.isViewOnly).toBe(true);
    expect(state.isNameEditable).toBe(false);
    for (const button of [state.preview, state.tryout, state.quicklink, state.alerts, state.integrate, state.publish]) expect(button.isVisible).toBe(false);
    expect(headerState({ ...fresh, canEdit: false }).publish.isDisabled).toBe(false);
  });

  it('is disabled without a capability step', () => {
    expect(headerState({ ...fresh, hasCapability: false }).publish).toMatchObject({ isDisabled: true, tooltip: 'Add a verification service to publish.' });
  });
});

describe('headerState of a saved workflow', () => {
  it('enables Preview, Tryout, Quicklink and Integrate', () => {
    const state = headerState(saved);
    for (const button of [state.preview, state.tryout, state.quicklink, state.integrate]) {
      expect(button).toEqual({ isVisible: true, isDisabled: false, tooltip: null });
    }
  });

  it('labels the button Update and enables it only with unsaved changes', () => {
    expect(headerState(saved).publish).toMatchObject({ label: 'Update', action: 'update', isDisabled: true, tooltip: 'No unsaved changes.' });
    expect(headerState({ ...saved, isDirty: true }).publish).toMatchObject({ label: 'Update', action: 'update', isDisabled: false });
  });

  it("asks for a name while the saved name still contains 'Untitled', changes or not", () => {
    expect(headerState({ ...saved, name: 'Untitled 2026-11-24 09:00:00' }).publish).toMatchObject({ action: 'askName', isDisabled: false });
  });

  it('is view-only without the edit permission (not the create one): Preview and Quicklink only', () => {
    const state = headerState({ ...saved, isDirty: true, alertCount: 1, canEdit: false });
    expect(state).toMatchObject({ isViewOnly: true, isNameEditable: false });
    expect(state.preview).toEqual({ isVisible: true, isDisabled: false, tooltip: null });
    expect(state.quicklink).toEqual({ isVisible: true, isDisabled: false, tooltip: null });
    for (const button of [state.tryout, state.alerts, state.integrate, state.publish]) expect(button.isVisible).toBe(false);
    expect(headerState({ ...saved, isDirty: true, canCreate: false }).publish.isDisabled).toBe(false);
  });

  it('blocks Tryout and Publish while alerts exist, and enables the Alerts button', () => {
    const state = headerState({ ...saved, isDirty: true, alertCount: 2 });
    expect(state.tryout).toEqual({ isVisible: true, isDisabled: true, tooltip: 'Resolve Alerts first.' });
    expect(state.publish).toMatchObject({ isDisabled: true, tooltip: 'Resolve Alerts first.' });
    expect(state.alerts.isDisabled).toBe(false);
    expect(state.preview.isDisabled).toBe(false);
    expect(headerState(saved).alerts.isDisabled).toBe(true);
  });

  it('is not view-only with the permission', () => {
    expect(headerState(saved).isViewOnly).toBe(false);
  });
});

describe('headerState of a template', () => {
  it('shows only Tryout, enabled, and a read-only name', () => {
    const state = headerState({ ...saved, isTemplate: true, alertCount: 3, canCreate: false, canEdit: false });
    expect(state.isNameEditable).toBe(false);
    expect(state.tryout).toEqual({ isVisible: true, isDisabled: false, tooltip: null });
    for (const button of [state.preview, state.quicklink, state.alerts, state.integrate, state.publish]) expect(button.isVisible).toBe(false);
  });
});

describe('needsName', () => {
  it("is true while the name contains 'Untitled' anywhere", () => {
    expect(needsName('Untitled 2026-11-24 09:00:00')).toBe(true);
    expect(needsName('Copy of Untitled')).toBe(true);
    expect(needsName('untitled')).toBe(false);
    expect(needsName('KYC')).toBe(false);
  });
});

describe('isReadOnlyEditor', () => {
  it('is read-only for a template, and for a workflow the user may not save', () => {
    expect(isReadOnlyEditor(saved)).toBe(false);
    expect(isReadOnlyEditor({ ...saved, isTemplate: true })).toBe(true);
    expect(isReadOnlyEditor({ ...saved, canEdit: false })).toBe(true);
    expect(isReadOnlyEditor({ ...fresh, canCreate: false })).toBe(true);
    expect(isReadOnlyEditor({ ...fresh, canEdit: false })).toBe(false);
  });
});
