import { describe, expect, it } from 'vitest';
import { statusTone } from '../theme/status';
import { defaultNodeNames, endNodeTone, formatAwaitCount, isEndNodeVariant, nodeCardActions } from './nodeCard';

describe('nodeCardActions (document 2, section 2.4)', () => {
  it('offers Configure on service nodes only', () => {
    expect(nodeCardActions('service')).toEqual(['configure', 'replace', 'delete']);
    expect(nodeCardActions('tag')).toEqual(['replace', 'delete']);
    expect(nodeCardActions('await')).toEqual(['replace', 'delete']);
  });

  it('offers only Replace and Delete on end nodes and nothing on the start node', () => {
    expect(nodeCardActions('accept')).toEqual(['replace', 'delete']);
    expect(nodeCardActions('reject')).toEqual(['replace', 'delete']);
    expect(nodeCardActions('manualReview')).toEqual(['replace', 'delete']);
    expect(nodeCardActions('start')).toEqual([]);
  });
});

describe('node texts', () => {
  it('formats the await count', () => {
    expect(formatAwaitCount(1)).toBe('1 Value(s) Added');
    expect(formatAwaitCount(3)).toBe('3 Value(s) Added');
  });

  it('names start and end nodes', () => {
    expect(defaultNodeNames).toEqual({ start: 'Start', accept: 'Accept', reject: 'Reject', manualReview: 'Manual Review' });
    expect(isEndNodeVariant('manualReview')).toBe(true);
    expect(isEndNodeVariant('service')).toBe(false);
  });
});

describe('endNodeTone', () => {
  it('draws each end state in its decision status tone: Manual Review amber, as in the lists and the trace', () => {
    expect(endNodeTone).toEqual({ accept: 'success', reject: 'danger', manualReview: 'warning' });
    expect(endNodeTone.manualReview).toBe(statusTone.manualReview);
  });
});
