/* eslint-disable no-restricted-syntax -- HostedConfig colours are hex values (the contract), so the tests feed hex. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOSTED_CONFIG, DEMO_HOSTED_CONFIG } from '~/contract/reference/hostedConfigDefaults';
import { contrastOf, luminance, readableOn, themeVariables } from './theme';

describe('hosted flow theme', () => {
  it('maps every field of §3.7 to a CSS variable', () => {
    const vars = themeVariables(DEFAULT_HOSTED_CONFIG);
    expect(vars['--hf-font']).toMatch(/^Arial,/);
    expect(vars['--hf-primary']).toBe('#4462EC');
    expect(vars['--hf-secondary']).toBe('#4462EC');
    expect(vars['--hf-bg']).toBe('#FFFFFF');
    expect(vars['--hf-text']).toBe('#1A1A1A');
    expect(vars['--hf-title-size']).toBe('24px');
    expect(vars['--hf-subtitle-size']).toBe('18px');
    expect(vars['--hf-body-title-size']).toBe('16px');
    expect(vars['--hf-content-size']).toBe('14px');
    expect(vars['--hf-title-color']).toBe('#1A1A1A');
    expect(vars['--hf-content-color']).toBe('#4D4D4D');
    expect(vars['--hf-radius']).toBe('32px');
  });

  it('uses the saved font, radius and colours', () => {
    const vars = themeVariables(DEMO_HOSTED_CONFIG);
    expect(vars['--hf-font']).toMatch(/^Helvetica,/);
    expect(vars['--hf-radius']).toBe('8px');
    expect(vars['--hf-primary']).toBe('#0F766E');
    expect(vars['--hf-bg']).toBe('#F8FAFC');
    expect(themeVariables({ ...DEMO_HOSTED_CONFIG, branding: { ...DEMO_HOSTED_CONFIG.branding, font: 'Courier New' } })['--hf-font']).toMatch(/monospace$/);
  });

  it('puts readable text on the primary colour', () => {
    expect(readableOn('#4462EC')).toBe('rgb(255 255 255)');
    expect(readableOn('#FACC15')).toBe('rgb(17 17 17)');
    expect(themeVariables({ ...DEFAULT_HOSTED_CONFIG, branding: { ...DEFAULT_HOSTED_CONFIG.branding, primaryColor: '#FACC15' } })['--hf-on-primary']).toBe('rgb(17 17 17)');
  });

  it('computes WCAG luminance and contrast', () => {
    expect(luminance('#FFFFFF')).toBeCloseTo(1);
    expect(luminance('#000000')).toBeCloseTo(0);
    expect(contrastOf(luminance('#FFFFFF'), luminance('#000000'))).toBeCloseTo(21);
  });

  it('lightens status colours on a dark background', () => {
    const dark = themeVariables({ ...DEFAULT_HOSTED_CONFIG, background: { color: '#0F172A' } });
    expect(dark['--hf-danger']).not.toBe(themeVariables(DEFAULT_HOSTED_CONFIG)['--hf-danger']);
    expect(dark['--hf-color-scheme']).toBe('dark');
    expect(themeVariables(DEFAULT_HOSTED_CONFIG)['--hf-color-scheme']).toBe('light');
  });
});
