/* eslint-disable no-restricted-syntax -- the hex values here are themes under test (data), not styling */
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOSTED_CONFIG, DEMO_HOSTED_CONFIG } from '~/contract/reference';
import { deepFreeze } from './__tests__/freeze';
import {
  BUTTON_RADIUS_OPTIONS,
  THEME_FONTS,
  applyThemeChange,
  clampFontSize,
  colorOf,
  logoBytes,
  normaliseHexColor,
  sameTheme,
  themePatch,
} from './themeFields';

const base = deepFreeze(structuredClone(DEFAULT_HOSTED_CONFIG));

describe('theme fields (document 2 sections 3.7, 5.8 and 9)', () => {
  it('offers the six fonts with Arial first, and the three button shapes with their radius', () => {
    expect(THEME_FONTS).toEqual(['Arial', 'Helvetica', 'Times New Roman', 'Courier New', 'Verdana', 'Georgia']);
    expect(DEFAULT_HOSTED_CONFIG.branding.font).toBe(THEME_FONTS[0]);
    expect(BUTTON_RADIUS_OPTIONS).toEqual([
      { type: 'Rectangle', borderRadius: 1 },
      { type: 'Rounded', borderRadius: 8 },
      { type: 'Circular', borderRadius: 32 },
    ]);
  });

  it('upper-cases hex colours, adds the # and expands the short form; refuses anything else', () => {
    expect(normaliseHexColor('#4462ec')).toBe('#4462EC');
    expect(normaliseHexColor(' 0f766e ')).toBe('#0F766E');
    expect(normaliseHexColor('#abc')).toBe('#AABBCC');
    for (const bad of ['', '#', '#12345', '#1234567', 'red', '#GGGGGG', 'rgb(0,0,0)']) expect(normaliseHexColor(bad), bad).toBeNull();
  });

  it('keeps font sizes whole and within 0 to 200', () => {
    expect(clampFontSize(17.6)).toBe(18);
    expect(clampFontSize(-3)).toBe(0);
    expect(clampFontSize(999)).toBe(200);
    expect(clampFontSize(null)).toBeNull();
    expect(clampFontSize(Number.NaN)).toBeNull();
  });

  it('applies each kind of change without touching the theme it started from', () => {
    let theme = applyThemeChange(base, { kind: 'color', field: 'titleColor', color: '#0f172a' });
    expect(theme.text.title).toEqual({ color: '#0F172A', fontSize: 24 });
    theme = applyThemeChange(theme, { kind: 'color', field: 'backgroundColor', color: '#f8fafc' });
    theme = applyThemeChange(theme, { kind: 'color', field: 'secondaryColor', color: '#f59e0b' });
    theme = applyThemeChange(theme, { kind: 'color', field: 'textColor', color: '#111111' });
    theme = applyThemeChange(theme, { kind: 'fontSize', style: 'content', fontSize: 15 });
    theme = applyThemeChange(theme, { kind: 'font', font: 'Georgia' });
    theme = applyThemeChange(theme, { kind: 'buttons', type: 'Rounded' });
    theme = applyThemeChange(theme, { kind: 'logo', logo: 'data:image/png;base64,AAAA' });
    expect(theme).toEqual({
      branding: { logo: 'data:image/png;base64,AAAA', font: 'Georgia', primaryColor: '#4462EC', secondaryColor: '#F59E0B' },
      text: { ...base.text, color: '#111111', title: { color: '#0F172A', fontSize: 24 }, content: { color: '#4D4D4D', fontSize: 15 } },
      buttons: { type: 'Rounded', borderRadius: 8 },
      background: { color: '#F8FAFC' },
    });
    expect(colorOf(theme, 'backgroundColor')).toBe('#F8FAFC');
    expect(colorOf(theme, 'contentColor')).toBe('#4D4D4D');
  });

  it('answers the same theme for a change that changes nothing or is not valid', () => {
    expect(applyThemeChange(base, { kind: 'color', field: 'primaryColor', color: '#4462ec' })).toBe(base);
    expect(applyThemeChange(base, { kind: 'color', field: 'primaryColor', color: 'blue' })).toBe(base);
    expect(applyThemeChange(base, { kind: 'fontSize', style: 'title', fontSize: 24 })).toBe(base);
    expect(applyThemeChange(base, { kind: 'font', font: 'Arial' })).toBe(base);
    expect(applyThemeChange(base, { kind: 'buttons', type: 'Circular' })).toBe(base);
    expect(applyThemeChange(base, { kind: 'logo', logo: null })).toBe(base);
  });

  it('compares themes by value, whatever the order of their keys', () => {
    const reordered = { background: base.background, buttons: base.buttons, text: base.text, branding: base.branding };
    expect(sameTheme(base, reordered)).toBe(true);
    expect(sameTheme(base, DEMO_HOSTED_CONFIG)).toBe(false);
  });

  it('patches only what differs from the saved theme', () => {
    expect(themePatch(base, base)).toBeNull();
    const next = applyThemeChange(applyThemeChange(base, { kind: 'color', field: 'subtitleColor', color: '#222222' }), { kind: 'buttons', type: 'Rectangle' });
    expect(themePatch(base, next)).toEqual({ text: { subtitle: { color: '#222222' } }, buttons: { type: 'Rectangle', borderRadius: 1 } });
    expect(themePatch(base, DEMO_HOSTED_CONFIG)).toMatchObject({ branding: { font: 'Helvetica', primaryColor: '#0F766E', secondaryColor: '#F59E0B' }, background: { color: '#F8FAFC' } });
  });

  it('measures a base64 logo', () => {
    expect(logoBytes('data:image/png;base64,AAAA')).toBe(3);
    expect(logoBytes('data:image/png;base64,AAA=')).toBe(2);
    expect(logoBytes(`data:image/png;base64,${'A'.repeat(4 * 1000)}`)).toBe(3000);
  });
});
