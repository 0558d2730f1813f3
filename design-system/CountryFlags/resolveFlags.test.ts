import { describe, expect, it } from 'vitest';
import { resolveFlags, toFlagCode } from './resolveFlags';

describe('toFlagCode', () => {
  it('accepts the catalogue codes and their two-letter forms in any case', () => {
    expect(['USA', 'us', 'Us'].map(toFlagCode)).toEqual(['USA', 'USA', 'USA']);
    expect(['UK', 'uk', 'gb'].map(toFlagCode)).toEqual(['UK', 'UK', 'UK']);
    expect(['IND', 'in'].map(toFlagCode)).toEqual(['IND', 'IND']);
    expect(['PHI', 'PHL', 'ph'].map(toFlagCode)).toEqual(['PHI', 'PHI', 'PHI']);
    expect(['IDN', 'id'].map(toFlagCode)).toEqual(['IDN', 'IDN']);
    expect(['GLOBAL', 'global'].map(toFlagCode)).toEqual(['GLOBAL', 'GLOBAL']);
  });

  it('returns null for a code without a flag', () => {
    expect(toFlagCode('FRA')).toBeNull();
    expect(toFlagCode('')).toBeNull();
  });
});

describe('resolveFlags', () => {
  it('shows one flag per country, in order, up to four', () => {
    expect(resolveFlags(['IND'])).toEqual(['IND']);
    expect(resolveFlags(['IND', 'us', 'PHI', 'IDN'])).toEqual(['IND', 'USA', 'PHI', 'IDN']);
  });

  it('shows the global flag for more than four countries', () => {
    expect(resolveFlags(['IND', 'USA', 'UK', 'PHI', 'IDN'])).toEqual(['GLOBAL']);
  });

  it('shows the global flag for none or when GLOBAL is among them', () => {
    expect(resolveFlags([])).toEqual(['GLOBAL']);
    expect(resolveFlags(null)).toEqual(['GLOBAL']);
    expect(resolveFlags(undefined)).toEqual(['GLOBAL']);
    expect(resolveFlags(['IND', 'GLOBAL'])).toEqual(['GLOBAL']);
  });

  it('counts each country once and leaves out codes without a flag', () => {
    expect(resolveFlags(['IND', 'in', 'ind'])).toEqual(['IND']);
    expect(resolveFlags(['USA', 'us', 'UK', 'gb', 'IND', 'PHI'])).toEqual(['USA', 'UK', 'IND', 'PHI']);
    expect(resolveFlags(['FRA', 'UK'])).toEqual(['UK']);
    expect(resolveFlags(['FRA', 'DEU'])).toEqual(['GLOBAL']);
  });
});
