import { describe, expect, it } from 'vitest';
import { DEFAULT_HOSTED_CONFIG, mergeHostedConfig, normaliseHostedConfig } from './hostedConfig';

describe('hosted config', () => {
  it('has the defaults of document 2 section 3.7', () => {
    expect(DEFAULT_HOSTED_CONFIG.branding).toMatchObject({ font: 'Arial', primaryColor: '#4462EC', secondaryColor: '#4462EC', logo: null });
    expect(DEFAULT_HOSTED_CONFIG.text.title.fontSize).toBe(24);
    expect(DEFAULT_HOSTED_CONFIG.text.subtitle.fontSize).toBe(18);
    expect(DEFAULT_HOSTED_CONFIG.text.bodyTitle.fontSize).toBe(16);
    expect(DEFAULT_HOSTED_CONFIG.text.content.fontSize).toBe(14);
    expect(DEFAULT_HOSTED_CONFIG.buttons).toEqual({ type: 'Circular', borderRadius: 32 });
  });

  it('upper-cases every colour', () => {
    const config = normaliseHostedConfig({ ...DEFAULT_HOSTED_CONFIG, branding: { ...DEFAULT_HOSTED_CONFIG.branding, primaryColor: '#0f766e' }, background: { color: '#abcdef' } });
    expect(config.branding.primaryColor).toBe('#0F766E');
    expect(config.background.color).toBe('#ABCDEF');
  });

  it('merges a patch section by section, keeping the rest', () => {
    const merged = mergeHostedConfig(DEFAULT_HOSTED_CONFIG, { text: { title: { fontSize: 30 } }, buttons: { type: 'Rounded', borderRadius: 8 }, branding: { secondaryColor: '#ff0000' } });
    expect(merged.text.title).toEqual({ color: '#1A1A1A', fontSize: 30 });
    expect(merged.text.subtitle).toEqual(DEFAULT_HOSTED_CONFIG.text.subtitle);
    expect(merged.buttons).toEqual({ type: 'Rounded', borderRadius: 8 });
    expect(merged.branding).toMatchObject({ primaryColor: '#4462EC', secondaryColor: '#FF0000', font: 'Arial' });
  });
});
