import { describe, expect, it } from 'vitest';
import { loginFlow } from '~/fixtures';
import { deleteStep } from '../model/deleteStep';
import { editorReducer, flowOf, initialEditorState, isDirty, redoable, undoable } from './editorState';

const start = () => initialEditorState(loginFlow(), 'Login device guard', 'wf_login');

describe('editor state', () => {
  it('starts clean, with nothing to undo or redo', () => {
    const state = start();
    expect(isDirty(state)).toBe(false);
    expect(undoable(state)).toBe(false);
    expect(redoable(state)).toBe(false);
  });

  it('a flow change is unsaved until undone, and can be redone', () => {
    const state = start();
    const changed = editorReducer(state, { type: 'change', flow: deleteStep(flowOf(state), 'ip-intelligence__g8i1') });
    expect(isDirty(changed)).toBe(true);
    const undone = editorReducer(changed, { type: 'undo' });
    expect(flowOf(undone)).toBe(flowOf(state));
    expect(isDirty(undone)).toBe(false);
    expect(redoable(undone)).toBe(true);
    expect(flowOf(editorReducer(undone, { type: 'redo' }))).toBe(flowOf(changed));
  });

  it('renaming makes it unsaved; a save clears it and keeps the id', () => {
    const renamed = editorReducer(initialEditorState(loginFlow(), 'Untitled 2025-06-02 12:00:00', null), { type: 'rename', name: 'Login guard' });
    expect(isDirty(renamed)).toBe(true);
    const saved = editorReducer(renamed, { type: 'saved', workflowId: 'wf_new', name: 'Login guard' });
    expect(isDirty(saved)).toBe(false);
    expect(saved.workflowId).toBe('wf_new');
  });

  it('selects a node', () => {
    expect(editorReducer(start(), { type: 'select', nodeId: 'start_ghdvng' }).selectedNodeId).toBe('start_ghdvng');
  });

  it('toggling async execution is an unsaved change (section 4.1) until toggled back or saved', () => {
    const state = initialEditorState(loginFlow(), 'Login device guard', 'wf_login', true);
    expect(isDirty(state)).toBe(false);
    const off = editorReducer(state, { type: 'setAsyncExecution', isAsyncExecution: false });
    expect(isDirty(off)).toBe(true);
    expect(isDirty(editorReducer(off, { type: 'setAsyncExecution', isAsyncExecution: true }))).toBe(false);
    const saved = editorReducer(off, { type: 'saved', workflowId: 'wf_login', name: 'Login device guard' });
    expect(saved).toMatchObject({ isAsyncExecution: false, savedIsAsyncExecution: false });
    expect(isDirty(saved)).toBe(false);
  });
});
