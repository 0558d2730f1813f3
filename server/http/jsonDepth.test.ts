import { describe, expect, it } from 'vitest';
import { jsonDepth } from './validateInput';

describe('jsonDepth', () => {
  it('counts nested objects and arrays', () => {
    expect(jsonDepth('text')).toBe(0);
    expect(jsonDepth({})).toBe(1);
    expect(jsonDepth({ a: [{ b: 1 }] })).toBe(3);
  });

  it('stops early on a crafted body far deeper than any schema, without overflowing the stack', () => {
    let body: unknown = {};
    for (let i = 0; i < 200_000; i += 1) body = { and: [body] };
    expect(jsonDepth(body)).toBe(65);
  });
});
