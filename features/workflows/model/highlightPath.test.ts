import { describe, expect, it } from 'vitest';
import { highlightPath } from './highlightPath';
import { START_NODE_ID } from './ids';
import { ID, sampleFlow } from './__tests__/sampleFlow';

describe('highlightPath', () => {
  it('holds the node, its ancestors and its descendants, and nothing else', () => {
    const path = highlightPath(sampleFlow(), ID.bank);
    expect([...path].sort()).toEqual([START_NODE_ID, ID.pan, ID.bank, ID.tag, ID.match, 'reject_u11', 'accept_u12'].sort());
    expect(path.has(ID.mobile)).toBe(false);
  });

  it('from the start node reaches everything; from an unknown id nothing', () => {
    expect(highlightPath(sampleFlow(), START_NODE_ID).size).toBe(8);
    expect(highlightPath(sampleFlow(), 'nope').size).toBe(0);
  });

  it('for a node without dependencies, starts at the start node', () => {
    expect([...highlightPath(sampleFlow(), ID.mobile)].sort()).toEqual([START_NODE_ID, ID.mobile, ID.tag, ID.match, 'reject_u11', 'accept_u12'].sort());
  });
});
