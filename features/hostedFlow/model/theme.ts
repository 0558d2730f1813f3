import type { components } from '~/contract';

export type HostedConfig = components['schemas']['HostedConfig'];

/** Font stacks of the six fonts of document 2 §3.7 (system fonts: nothing is downloaded). */
const FONT_STACKS: Readonly<Record<HostedConfig['branding']['font'], string>> = {
  Arial: 'Arial, "Helvetica Neue", Helvetica, sans-serif',
  Helvetica: 'Helvetica, "Helvetica Neue", Arial, sans-serif',
  'Times New Roman': '"Times New Roman", Times, serif',
  'Courier New': '"Courier New", Courier, monospace',
  Verdana: 'Verdana, Geneva, sans-serif',
  Georgia: 'Georgia, "Times New Roman", serif',
};

/**
 * Colours the theme has no field for (errors, success, review). The hosted flow is outside the
 * console's design-system theme (its own small entry, docs/adr/0026), so they live here, once.
 */
const STATUS = {
  danger: 'rgb(185 28 28)',
  success: 'rgb(21 128 61)',
  warning: 'rgb(180 83 9)',
  onDark: 'rgb(255 255 255)',
  onLight: 'rgb(17 17 17)',
} as const;

/** Relative luminance of a `#RRGGBB` colour (WCAG 2.x). */
export function luminance(hex: string): number {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return 1;
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two relative luminances. */
export function contrastOf(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const WHITE_LUMINANCE = 1;
/** Luminance of rgb(17 17 17), the text put on light colours. */
const NEAR_BLACK_LUMINANCE = 0.0056;

/** White or near-black, whichever reads better on the colour. */
export function readableOn(hex: string): string {
  const l = luminance(hex);
  return contrastOf(l, WHITE_LUMINANCE) >= contrastOf(l, NEAR_BLACK_LUMINANCE) ? STATUS.onDark : STATUS.onLight;
}

const px = (value: number) => `${Math.max(0, value)}px`;

/**
 * The CSS custom properties of a theme, set on the flow's root element: the screens read only
 * these, so a live `veriflow:theme` message restyles the flow without re-rendering it.
 */
export function themeVariables(config: HostedConfig): Record<`--hf-${string}`, string> {
  const { branding, text, buttons, background } = config;
  const dark = luminance(background.color) < 0.18;
  return {
    '--hf-font': FONT_STACKS[branding.font] ?? FONT_STACKS.Arial,
    // Native controls (date pickers, selects, scrollbars) follow the theme's background, not the device.
    '--hf-color-scheme': dark ? 'dark' : 'light',
    '--hf-primary': branding.primaryColor,
    '--hf-on-primary': readableOn(branding.primaryColor),
    '--hf-secondary': branding.secondaryColor,
    '--hf-bg': background.color,
    // Cards stand out from the page by a touch of the text colour, whatever the background.
    '--hf-surface': `color-mix(in srgb, ${background.color} ${dark ? 92 : 100}%, ${dark ? text.color : 'white'})`,
    '--hf-border': `color-mix(in srgb, ${text.color} ${dark ? 28 : 22}%, ${background.color})`,
    '--hf-muted-bg': `color-mix(in srgb, ${text.color} 6%, ${background.color})`,
    '--hf-text': text.color,
    '--hf-title-color': text.title.color,
    '--hf-title-size': px(text.title.fontSize),
    '--hf-subtitle-color': text.subtitle.color,
    '--hf-subtitle-size': px(text.subtitle.fontSize),
    '--hf-body-title-color': text.bodyTitle.color,
    '--hf-body-title-size': px(text.bodyTitle.fontSize),
    '--hf-content-color': text.content.color,
    '--hf-content-size': px(text.content.fontSize),
    '--hf-radius': px(buttons.borderRadius),
    '--hf-danger': dark ? 'rgb(252 165 165)' : STATUS.danger,
    '--hf-success': dark ? 'rgb(134 239 172)' : STATUS.success,
    '--hf-warning': dark ? 'rgb(253 186 116)' : STATUS.warning,
  };
}
