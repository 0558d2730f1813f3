import { describe, expect, it } from 'vitest';
import { parseImportCsv } from './csvImport';

describe('parseImportCsv', () => {
  it('reads values and notes under a header, trimming and skipping blank lines', () => {
    expect(parseImportCsv('\uFEFFValue,Note\n ABCPE1234F , fraud ring\n\nXYZAB9876C,\n')).toEqual([
      { value: 'ABCPE1234F', note: 'fraud ring' },
      { value: 'XYZAB9876C', note: '' },
    ]);
  });

  it('accepts a file with only a value column, quoted values included', () => {
    expect(parseImportCsv('value\n"a,b"\n')).toEqual([{ value: 'a,b', note: '' }]);
  });

  it.each([
    ['', 'The file is empty'],
    ['name\nx\n', 'The file has no "value" column'],
    ['value\n', 'The file has no values'],
    ['value,note\nx,y,z\n', 'The file is not valid CSV'],
    ['value\n"unterminated\n', 'The file is not valid CSV'],
    ['value,note\n,orphan note\n', 'Line 2 has an empty value'],
    [`value\n${'x'.repeat(257)}\n`, 'Line 2: the value is longer than 256 characters'],
    ['value\n\u0000\u0001\n', 'The file is not a CSV text file'],
    [`value\n${Array.from({ length: 10_001 }, (_, i) => `v${i}`).join('\n')}\n`, 'The file has more than 10,000 rows'],
  ])('refuses %j with "%s"', (text, message) => {
    expect(() => parseImportCsv(text)).toThrow(message);
  });
});
