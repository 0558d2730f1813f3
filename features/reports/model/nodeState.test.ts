import { describe, expect, it } from 'vitest';
import { NODE_STATE_LABELS, traceNodeState } from './nodeState';

describe('traceNodeState', () => {
  it('reads an end state that ran without its condition holding as not met', () => {
    expect(traceNodeState({ kind: 'end_rejected', status: 'RAN', conditionResult: false })).toBe('NOT_MET');
    expect(NODE_STATE_LABELS.NOT_MET).toBe('Not met');
  });
  it('keeps the status of an end state that decided, of a skipped one, and of every other step', () => {
    expect(traceNodeState({ kind: 'end_accepted', status: 'RAN', conditionResult: true })).toBe('RAN');
    expect(traceNodeState({ kind: 'end_accepted', status: 'RAN', conditionResult: null })).toBe('RAN');
    expect(traceNodeState({ kind: 'end_manual_review', status: 'SKIPPED', conditionResult: null })).toBe('SKIPPED');
    expect(traceNodeState({ kind: 'tag', status: 'RAN', conditionResult: false })).toBe('RAN');
    expect(traceNodeState({ kind: 'source', status: 'SKIPPED', conditionResult: false })).toBe('SKIPPED');
  });
});
