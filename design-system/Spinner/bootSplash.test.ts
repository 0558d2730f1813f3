import { describe, expect, it } from 'vitest';
import { BOOT_SPLASH_LABEL, withBootSplash } from './bootSplash';
import { darkColors, lightColors } from '../theme/colors';

const html = '<html><head><title>Veriflow</title></head><body><div id="root"></div></body></html>';

describe('withBootSplash', () => {
  it('puts the labelled loader inside #root and its style in the head', () => {
    const out = withBootSplash(html);
    const root = /<div id="root">(.*)<\/div>/.exec(out)?.[1] ?? '';
    expect(root).toContain(`role="progressbar" aria-label="${BOOT_SPLASH_LABEL}"`);
    expect(root).toMatch(/^<main class="vf-boot" aria-busy="true">/);
    const style = /<style>(.*)<\/style>\s*<\/head>/.exec(out)?.[1] ?? '';
    expect(style).toContain(`background:${lightColors.bg.canvas}`);
    expect(style).toContain(`@media (prefers-color-scheme: dark){.vf-boot{background:${darkColors.bg.canvas}`);
  });

  it('refuses a page whose #root is missing or not empty', () => {
    expect(() => withBootSplash('<html><head></head><body><div id="app"></div></body></html>')).toThrow(/no empty #root/);
  });
});
