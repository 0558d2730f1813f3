import { describe, expect, it } from 'vitest';
import { buildJsonTree, expandedIdsToDepth, formatJson, jsonKind } from './jsonTree';

const response = {
  status: 'SUCCESS',
  score: 0.92,
  verified: true,
  reason: null,
  address: { city: 'Pune', 'postal code': '411001' },
  matches: [{ name: 'Asha' }, 'alias'],
  tags: [],
  metadata: {},
};

describe('buildJsonTree', () => {
  const tree = buildJsonTree(response);

  it('lists the top-level members with their kinds and shown values', () => {
    expect(tree.map((n) => [n.key, n.kind, n.preview, n.size])).toEqual([
      ['status', 'string', '"SUCCESS"', 0],
      ['score', 'number', '0.92', 0],
      ['verified', 'boolean', 'true', 0],
      ['reason', 'null', 'null', 0],
      ['address', 'object', '{…}', 2],
      ['matches', 'array', '[…]', 2],
      ['tags', 'array', '[]', 0],
      ['metadata', 'object', '{}', 0],
    ]);
  });

  it('gives each row a unique JSON path, quoting names that are not identifiers', () => {
    const address = tree.find((n) => n.key === 'address');
    expect(address?.id).toBe('$.address');
    expect(address?.children.map((n) => n.id)).toEqual(['$.address.city', '$.address["postal code"]']);
    const matches = tree.find((n) => n.key === 'matches');
    expect(matches?.children.map((n) => [n.id, n.key])).toEqual([
      ['$.matches[0]', '0'],
      ['$.matches[1]', '1'],
    ]);
    expect(matches?.children[0]?.children[0]?.id).toBe('$.matches[0].name');
  });

  it('lists the elements of an array at the top', () => {
    expect(buildJsonTree([1, 'two']).map((n) => [n.id, n.preview])).toEqual([
      ['$[0]', '1'],
      ['$[1]', '"two"'],
    ]);
  });

  it('gives a bare value one row', () => {
    expect(buildJsonTree('hello')).toEqual([{ id: '$', key: '$', kind: 'string', preview: '"hello"', children: [], size: 0 }]);
    expect(buildJsonTree(null)[0]?.preview).toBe('null');
  });

  it('gives an empty object or array no rows', () => {
    expect(buildJsonTree({})).toEqual([]);
    expect(buildJsonTree([])).toEqual([]);
  });
});

describe('expandedIdsToDepth', () => {
  const tree = buildJsonTree({ a: { b: { c: 1 } }, d: [1], e: {}, f: 2 });

  it('expands nothing at depth 0', () => {
    expect(expandedIdsToDepth(tree, 0)).toEqual([]);
  });

  it('expands the top-level containers that have members at depth 1', () => {
    expect(expandedIdsToDepth(tree, 1)).toEqual(['$.a', '$.d']);
  });

  it('expands every container with members at depth Infinity', () => {
    expect(expandedIdsToDepth(tree, Infinity)).toEqual(['$.a', '$.a.b', '$.d']);
  });
});

describe('jsonKind and formatJson', () => {
  it('classifies values', () => {
    expect([{}, [], 'x', 1, false, null, undefined].map(jsonKind)).toEqual(['object', 'array', 'string', 'number', 'boolean', 'null', 'null']);
  });

  it('formats with two-space indentation', () => {
    expect(formatJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(formatJson(undefined)).toBe('null');
  });
});
