import { afterEach, describe, expect, it } from 'vitest';
import { clearProgress, loadProgress, progressKey, saveProgress } from './persistence';

describe('saved progress', () => {
  afterEach(() => sessionStorage.clear());

  it('keys by QuickLink, else by mode and workflow', () => {
    expect(progressKey({ quicklinkId: 'ql_1', workflowId: 'wf_1' })).toBe('veriflow:hosted:ql:ql_1');
    expect(progressKey({ workflowId: 'wf_1', mode: 'preview' })).toBe('veriflow:hosted:preview:wf_1');
  });

  it('saves, loads and clears; ignores what it did not write', () => {
    saveProgress('k', { stepIndex: 2, values: { fullName: 'Asha' } });
    expect(loadProgress('k')).toEqual({ stepIndex: 2, values: { fullName: 'Asha' } });
    saveProgress('k', { transactionId: 'txn_1' });
    expect(loadProgress('k')).toEqual({ transactionId: 'txn_1' });
    clearProgress('k');
    expect(loadProgress('k')).toEqual({});
    sessionStorage.setItem('k', '{"stepIndex":-1,"values":{"a":1,"b":"x"},"transactionId":5}');
    expect(loadProgress('k')).toEqual({ values: { b: 'x' } });
    sessionStorage.setItem('k', 'not json');
    expect(loadProgress('k')).toEqual({});
  });
});
