import { describe, expect, it } from 'vitest';
import { parseBulkCsv } from './bulkQuery';
import { checkDocumentFile, sniffDocument } from './documents';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

describe('parseBulkCsv', () => {
  it('turns each row into a query keyed by the header', () => {
    expect(parseBulkCsv('\uFEFFname,pan\n"Iyer, Diya",BCDPI2345L\n\nRao,EFGPR5678P\n')).toEqual({
      ok: true,
      columns: ['name', 'pan'],
      rows: [{ name: 'Iyer, Diya', pan: 'BCDPI2345L' }, { name: 'Rao', pan: 'EFGPR5678P' }],
    });
  });
  it.each([
    ['', 'The file is empty'],
    ['a,a\n1,2\n', 'The header names the column "a" twice'],
    ['a,b\n1\n', 'The file is not valid CSV'],
    ['a\n"unterminated\n', 'The file is not valid CSV'],
  ])('refuses %j', (text, message) => {
    expect(parseBulkCsv(text)).toMatchObject({ ok: false, message });
  });
});

describe('checkDocumentFile', () => {
  it('accepts a file whose name, content and document agree', () => {
    expect(checkDocumentFile({ filename: 'a.PNG', mimetype: 'image/png', bytes: PNG }, 'png')).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkDocumentFile({ filename: 'a.jpeg', mimetype: 'image/jpeg', bytes: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]) }, 'jpg')).toEqual({ ok: true, contentType: 'image/jpeg' });
  });
  it('refuses disguised or mismatched files', () => {
    expect(checkDocumentFile({ filename: 'a.png', mimetype: 'image/png', bytes: new TextEncoder().encode('<html>') }, 'png')).toMatchObject({ ok: false });
    expect(checkDocumentFile({ filename: 'a.svg', mimetype: 'image/svg+xml', bytes: PNG }, 'png')).toMatchObject({ ok: false, message: 'Invalid file format' });
    expect(checkDocumentFile({ filename: 'a.csv', mimetype: 'text/csv', bytes: PNG }, 'csv')).toMatchObject({ ok: false });
    expect(sniffDocument(Uint8Array.from([0xc3, 0x28]))).toBeNull();
  });
});
