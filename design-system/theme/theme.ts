import { lightColors, darkColors } from './colors';
import { space, radii, fontFamily, fontSize, fontWeight, lineHeight, shadows, zIndex, motion, sizes } from './scales';
import { toVarRefs, toDeclarations } from './cssVars';
import type { Tone } from './status';

const schemeIndependent = { space, radii, fontFamily, fontSize, fontWeight, lineHeight, shadows, zIndex, motion, sizes };

/** The styled-components theme: every value is a `var(--vf-…)` reference. */
export const theme = {
  color: toVarRefs(lightColors, ['color']),
  ...toVarRefs(schemeIndependent),
};

export type Theme = typeof theme;

export type ColorSchemeName = 'light' | 'dark';

/** CSS text declaring every token: the light scheme on :root, the dark scheme under [data-theme='dark']. */
export function themeCss(): string {
  const base = toDeclarations({ color: lightColors, ...schemeIndependent }).join('\n  ');
  const dark = toDeclarations({ color: darkColors }).join('\n  ');
  return `:root {\n  color-scheme: light;\n  ${base}\n}\n[data-theme='dark'] {\n  color-scheme: dark;\n  ${dark}\n}\n`;
}

/** Foreground, background and border of a tone. */
export function tone(t: Tone): { fg: string; bg: string; border: string } {
  const c = theme.color;
  switch (t) {
    case 'success': return { fg: c.success.fg, bg: c.success.subtle, border: c.success.border };
    case 'danger': return { fg: c.danger.fg, bg: c.danger.subtle, border: c.danger.border };
    case 'warning': return { fg: c.warning.fg, bg: c.warning.subtle, border: c.warning.border };
    case 'info': return { fg: c.info.fg, bg: c.info.subtle, border: c.info.border };
    case 'accent': return { fg: c.accent.fg, bg: c.accent.subtle, border: c.accent.border };
    case 'violet': return { fg: c.tag.violet, bg: c.tag.violetBg, border: c.tag.violetBg };
    case 'cyan': return { fg: c.tag.cyan, bg: c.tag.cyanBg, border: c.tag.cyanBg };
    case 'neutral': return { fg: c.neutral.fg, bg: c.neutral.subtle, border: c.border.default };
  }
}
