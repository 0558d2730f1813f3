import { describe, expect, it } from 'vitest';
import { addStep } from './addStep';
import { configureService } from './configureService';
import { deleteStep } from './deleteStep';
import { editTag } from './editTag';
import { createHistory, canRedo, canUndo, record, redo, reset, undo } from './history';
import { replaceStep } from './replaceStep';
import { setEndStates } from './setEndStates';
import type { Flow } from './types';
import { deepFreeze } from './__tests__/freeze';
import { ID, sampleFlow } from './__tests__/sampleFlow';
import { service } from './__tests__/steps';

describe('history', () => {
  it('undoes and redoes in order, and a new change drops what was undone', () => {
    let h = createHistory('a');
    expect(canUndo(h)).toBe(false);
    h = record(record(h, 'b'), 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(h.present).toBe('c');
    h = record(undo(undo(h)), 'd');
    expect([h.past, h.present, h.future]).toEqual([['a'], 'd', []]);
    expect(undo(createHistory('x'))).toEqual(createHistory('x'));
    expect(redo(h)).toBe(h);
  });

  it('records nothing for the same state and keeps at most its limit of past states', () => {
    const h = createHistory(0, 3);
    expect(record(h, 0)).toBe(h);
    let many = h;
    for (let i = 1; i <= 10; i += 1) many = record(many, i);
    expect(many.past).toEqual([7, 8, 9]);
    expect(reset(many, 42)).toEqual(createHistory(42, 3));
  });

  it('undoes every model operation back to the exact flow before it', () => {
    const start = deepFreeze(sampleFlow());
    const snapshot = JSON.stringify(start);
    const operations: ((flow: Flow) => Flow)[] = [
      (f) => addStep(f, service({ id: 'email-risk', displayName: 'Email Risk' }), { newColumnAfter: 1 }, () => 'h1').flow,
      (f) => replaceStep(f, ID.mobile, service({ id: 'ip-intelligence', displayName: 'IP Intelligence' }), () => 'h2').flow,
      (f) => deleteStep(f, ID.tag),
      (f) => configureService(f, ID.pan, []),
      (f) => setEndStates(f, { accept: null }),
      (f) => editTag(f, ID.tag, { name: 'Renamed', color: 'green' }),
    ];
    for (const operation of operations) {
      let h = createHistory(start);
      h = record(h, deepFreeze(operation(h.present)));
      expect(JSON.stringify(h.present)).not.toBe(snapshot);
      const after = h.present;
      h = undo(h);
      expect(h.present).toBe(start);
      expect(JSON.stringify(h.present)).toBe(snapshot);
      expect(redo(h).present).toBe(after);
    }
  });
});
