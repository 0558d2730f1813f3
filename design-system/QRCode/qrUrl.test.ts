import { describe, expect, it } from 'vitest';
import { fitsInQrCode, limitUrl, trimUrl } from './qrUrl';

describe('trimUrl', () => {
  it('leaves URLs of up to 40 characters as they are', () => {
    const forty = 'https://go.veriflow.dev/q/abcdefghijklmn';
    expect(forty).toHaveLength(40);
    expect(trimUrl(forty)).toBe(forty);
    expect(trimUrl('https://a.io')).toBe('https://a.io');
    expect(trimUrl('')).toBe('');
  });

  it('shows the first 37 characters and ... for longer URLs', () => {
    const fortyOne = 'https://go.veriflow.dev/q/abcdefghijklmno';
    expect(fortyOne).toHaveLength(41);
    expect(trimUrl(fortyOne)).toBe('https://go.veriflow.dev/q/abcdefghijk...');
    expect(trimUrl(fortyOne)).toHaveLength(40);
  });
});

describe('limitUrl', () => {
  it('keeps at most 10000 characters', () => {
    expect(limitUrl('x'.repeat(10000))).toHaveLength(10000);
    expect(limitUrl('x'.repeat(10001))).toHaveLength(10000);
    expect(limitUrl('short')).toBe('short');
  });
});

describe('fitsInQrCode', () => {
  it('accepts up to 2953 bytes', () => {
    expect(fitsInQrCode('a'.repeat(2953))).toBe(true);
    expect(fitsInQrCode('a'.repeat(2954))).toBe(false);
    expect(fitsInQrCode('é'.repeat(1477))).toBe(false);
  });
});
