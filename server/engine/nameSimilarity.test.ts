import { describe, expect, it } from 'vitest';
import { jaro, jaroWinkler, nameSimilarity, nameTokens } from './nameSimilarity';

describe('name similarity', () => {
  it('computes Jaro and Jaro–Winkler as published (MARTHA / MARHTA)', () => {
    expect(jaro('martha', 'marhta')).toBeCloseTo(0.9444, 4);
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.9611, 4);
    expect(jaroWinkler('dixon', 'dicksonx')).toBeCloseTo(0.8133, 4);
    expect(jaro('abc', '')).toBe(0);
  });

  it('normalises case, accents, punctuation and honorifics', () => {
    expect(nameTokens('Dr. José  O’Neil-Smith')).toEqual(['jose', 'o', 'neil', 'smith']);
  });

  it('ignores word order and scores identical names 100', () => {
    expect(nameSimilarity('Ravi Kumar Sharma', 'SHARMA RAVI KUMAR')).toBe(100);
    expect(nameSimilarity('Mr Ravi Sharma', 'ravi sharma')).toBe(100);
  });

  it('scores near spellings high, missing middle names lower, and other people low', () => {
    const typo = nameSimilarity('Kavya Nair', 'Kavya Nayar');
    const partial = nameSimilarity('Kavya Nair', 'Kavya Lakshmi Nair');
    const other = nameSimilarity('Kavya Nair', 'Imran Qureshi');
    expect(typo).toBeGreaterThan(90);
    expect(partial).toBeLessThan(100);
    expect(partial).toBeGreaterThan(60);
    expect(other).toBeLessThan(60);
  });

  it('answers 0 when a name has no letters', () => {
    expect(nameSimilarity('', 'Ravi')).toBe(0);
    expect(nameSimilarity('...', 'Ravi')).toBe(0);
  });
});
