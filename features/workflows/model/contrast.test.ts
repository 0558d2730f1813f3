/* eslint-disable no-restricted-syntax -- the hex values here are themes under test (data), not styling */
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOSTED_CONFIG, DEMO_HOSTED_CONFIG } from '~/contract/reference';
import { contrastMessage, contrastRatio, contrastWarnings, formatContrastRatio, relativeLuminance } from './contrast';
import { applyThemeChange } from './themeFields';

describe('contrast (WCAG 2)', () => {
  it('computes relative luminance and the ratio of the WCAG examples', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(relativeLuminance('#fff')).toBe(1);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
    expect(relativeLuminance('oops')).toBeNaN();
    expect(contrastRatio('#000000', '#FFFFFF')).toBe(21);
    expect(contrastRatio('#FFFFFF', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#4462EC', '#4462EC')).toBe(1);
  });

  it('formats ratios rounded down', () => {
    expect(formatContrastRatio(4.4999)).toBe('4.49:1');
    expect(formatContrastRatio(21)).toBe('21:1');
    expect(contrastMessage(2.851)).toBe('Contrast 2.85:1 on the background; needs 4.5:1 (WCAG AA).');
  });

  it('warns about no text colour of the default and demo themes', () => {
    expect(contrastWarnings(DEFAULT_HOSTED_CONFIG)).toEqual([]);
    expect(contrastWarnings(DEMO_HOSTED_CONFIG)).toEqual([]);
  });

  it('warns about each text colour below 4.5:1 on the background', () => {
    let theme = applyThemeChange(DEFAULT_HOSTED_CONFIG, { kind: 'color', field: 'subtitleColor', color: '#777777' });
    theme = applyThemeChange(theme, { kind: 'color', field: 'contentColor', color: '#DDDDDD' });
    const warnings = contrastWarnings(theme);
    expect(warnings.map((w) => [w.field, w.label, w.color, w.background])).toEqual([
      ['subtitleColor', 'Subtitle', '#777777', '#FFFFFF'],
      ['contentColor', 'Content', '#DDDDDD', '#FFFFFF'],
    ]);
    expect(warnings[0]?.ratio).toBeCloseTo(4.48, 2);
    const dark = applyThemeChange(DEFAULT_HOSTED_CONFIG, { kind: 'color', field: 'backgroundColor', color: '#111111' });
    expect(contrastWarnings(dark).map((w) => w.label)).toEqual(['Text', 'Title', 'Subtitle', 'Body title', 'Content']);
  });
});
