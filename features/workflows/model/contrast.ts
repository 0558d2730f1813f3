import { TEXT_STYLES, type HostedConfig, type ThemeColorField } from './themeFields';

/** WCAG 2 AA for normal text: 4.5 to 1. */
export const MIN_TEXT_CONTRAST = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a `#RRGGBB` (or `#RGB`) colour, 0 (black) to 1 (white); NaN when not a hex colour. */
export function relativeLuminance(hex: string): number {
  let value = hex.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(value)) value = [...value].map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}$/i.test(value)) return Number.NaN;
  const [r, g, b] = [0, 2, 4].map((i) => channel(parseInt(value.slice(i, i + 2), 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21 (order does not matter). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A ratio as people read it, rounded down so 4.49 never shows as 4.5: '2.85:1'. */
export function formatContrastRatio(ratio: number): string {
  return `${Math.floor(ratio * 100) / 100}:1`;
}

export interface ContrastWarning {
  field: ThemeColorField;
  label: string;
  color: string;
  background: string;
  ratio: number;
}

/** The theme's text colours that fall below 4.5:1 on its background (beyond the specification: WCAG AA). */
export function contrastWarnings(theme: HostedConfig): ContrastWarning[] {
  const background = theme.background.color;
  const texts: { field: ThemeColorField; label: string; color: string }[] = [
    { field: 'textColor', label: 'Text', color: theme.text.color },
    ...TEXT_STYLES.map(({ key, label }) => ({ field: `${key}Color` as const, label, color: theme.text[key].color })),
  ];
  return texts
    .map((text) => ({ ...text, background, ratio: contrastRatio(text.color, background) }))
    .filter((text) => Number.isFinite(text.ratio) && text.ratio < MIN_TEXT_CONTRAST);
}

/** The warning under a colour: 'Contrast 2.85:1 on the background; needs 4.5:1 (WCAG AA).' */
export function contrastMessage(ratio: number): string {
  return `Contrast ${formatContrastRatio(ratio)} on the background; needs ${MIN_TEXT_CONTRAST}:1 (WCAG AA).`;
}
