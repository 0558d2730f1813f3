import type { components } from '~/contract';
import { DEFAULT_HOSTED_CONFIG } from '~/contract/reference';

/** The hosted flow's theme (document 2 section 3.7); its defaults are `DEFAULT_HOSTED_CONFIG` in contract/reference. */
export type HostedConfig = components['schemas']['HostedConfig'];
export type HostedConfigPatch = components['schemas']['HostedConfigPatch'];
export type ThemeFont = components['schemas']['HostedConfigFont'];
export type ThemeButtonType = components['schemas']['HostedConfigButtonType'];
export type ThemeTextStyleKey = 'title' | 'subtitle' | 'bodyTitle' | 'content';

export { DEFAULT_HOSTED_CONFIG };

/** The fonts of section 3.7, Arial (the default) first. */
export const THEME_FONTS = ['Arial', 'Helvetica', 'Times New Roman', 'Courier New', 'Verdana', 'Georgia'] as const satisfies readonly ThemeFont[];
// Every font of the contract is offered: a font added there fails to compile here.
export type MissingThemeFont = Exclude<ThemeFont, (typeof THEME_FONTS)[number]>;
const everyFontOffered: [MissingThemeFont] extends [never] ? true : never = true;
void everyFontOffered;

/** A CSS font stack for each font, with a generic family last. */
export const FONT_STACKS: Readonly<Record<ThemeFont, string>> = {
  Arial: 'Arial, Helvetica, sans-serif',
  Helvetica: 'Helvetica, Arial, sans-serif',
  'Times New Roman': "'Times New Roman', Times, serif",
  'Courier New': "'Courier New', Courier, monospace",
  Verdana: 'Verdana, Geneva, sans-serif',
  Georgia: 'Georgia, serif',
};

/** Button shapes and their radius (document 2 section 9): Rectangle 1, Rounded 8, Circular 32. */
export const BUTTON_RADIUS_OPTIONS: readonly { type: ThemeButtonType; borderRadius: number }[] = [
  { type: 'Rectangle', borderRadius: 1 },
  { type: 'Rounded', borderRadius: 8 },
  { type: 'Circular', borderRadius: 32 },
];

export const TEXT_STYLES: readonly { key: ThemeTextStyleKey; label: string }[] = [
  { key: 'title', label: 'Title' },
  { key: 'subtitle', label: 'Subtitle' },
  { key: 'bodyTitle', label: 'Body title' },
  { key: 'content', label: 'Content' },
];

/** Font sizes (section 5.8): numeric, minimum 0, step 1; the contract's maximum. */
export const FONT_SIZE_MIN = 0;
export const FONT_SIZE_MAX = 200;
export const FONT_SIZE_STEP = 1;

/** Logo hints (section 5.8): at most 5 MB, square. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_FILE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

/** Every colour of the theme, by where it is kept. */
export type ThemeColorField =
  | 'primaryColor'
  | 'secondaryColor'
  | 'textColor'
  | `${ThemeTextStyleKey}Color`
  | 'backgroundColor';

/** One change of the theme; each one the editor makes becomes a version in its history. */
export type ThemeChange =
  | { kind: 'logo'; logo: string | null }
  | { kind: 'font'; font: ThemeFont }
  | { kind: 'color'; field: ThemeColorField; color: string }
  | { kind: 'fontSize'; style: ThemeTextStyleKey; fontSize: number }
  | { kind: 'buttons'; type: ThemeButtonType };

const HEX = /^#[0-9A-F]{6}$/;

/**
 * A colour as typed, made into the stored form (section 5.8, upper-cased hex): trims, adds a
 * missing '#', upper-cases and expands '#abc' to '#AABBCC'. Null when it is not a hex colour.
 */
export function normaliseHexColor(input: string): string | null {
  let value = input.trim().toUpperCase();
  if (!value.startsWith('#')) value = `#${value}`;
  if (/^#[0-9A-F]{3}$/.test(value)) value = `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  return HEX.test(value) ? value : null;
}

/** The colour kept at a field. */
export function colorOf(theme: HostedConfig, field: ThemeColorField): string {
  switch (field) {
    case 'primaryColor':
    case 'secondaryColor':
      return theme.branding[field];
    case 'textColor':
      return theme.text.color;
    case 'backgroundColor':
      return theme.background.color;
    default:
      return theme.text[textStyleOfColor(field)].color;
  }
}

function textStyleOfColor(field: `${ThemeTextStyleKey}Color`): ThemeTextStyleKey {
  return field.slice(0, -'Color'.length) as ThemeTextStyleKey;
}

/** A size as typed: a whole number within the bounds, or null. */
export function clampFontSize(value: number | null): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  return Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, Math.round(value)));
}

/** The theme after one change; the same object when the change changes nothing. */
export function applyThemeChange(theme: HostedConfig, change: ThemeChange): HostedConfig {
  switch (change.kind) {
    case 'logo':
      return theme.branding.logo === change.logo ? theme : { ...theme, branding: { ...theme.branding, logo: change.logo } };
    case 'font':
      return theme.branding.font === change.font ? theme : { ...theme, branding: { ...theme.branding, font: change.font } };
    case 'buttons': {
      const option = BUTTON_RADIUS_OPTIONS.find((o) => o.type === change.type);
      if (!option || (theme.buttons.type === option.type && theme.buttons.borderRadius === option.borderRadius)) return theme;
      return { ...theme, buttons: { type: option.type, borderRadius: option.borderRadius } };
    }
    case 'fontSize': {
      const size = clampFontSize(change.fontSize);
      if (size === null || theme.text[change.style].fontSize === size) return theme;
      return { ...theme, text: { ...theme.text, [change.style]: { ...theme.text[change.style], fontSize: size } } };
    }
    case 'color': {
      const color = normaliseHexColor(change.color);
      if (color === null || colorOf(theme, change.field) === color) return theme;
      switch (change.field) {
        case 'primaryColor':
        case 'secondaryColor':
          return { ...theme, branding: { ...theme.branding, [change.field]: color } };
        case 'textColor':
          return { ...theme, text: { ...theme.text, color } };
        case 'backgroundColor':
          return { ...theme, background: { color } };
        default: {
          const style = textStyleOfColor(change.field);
          return { ...theme, text: { ...theme.text, [style]: { ...theme.text[style], color } } };
        }
      }
    }
  }
}

/** Whether two themes hold the same values. */
export function sameTheme(a: HostedConfig, b: HostedConfig): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
  }
  return value;
}

/**
 * The PATCH body that turns the saved theme into the edited one: only the groups and fields that
 * differ (the server keeps the rest). Null when nothing differs.
 */
export function themePatch(saved: HostedConfig, next: HostedConfig): HostedConfigPatch | null {
  const patch: HostedConfigPatch = {};
  const branding = changedFields(saved.branding, next.branding);
  if (branding) patch.branding = branding;
  const text: NonNullable<HostedConfigPatch['text']> = {};
  if (saved.text.color !== next.text.color) text.color = next.text.color;
  for (const { key } of TEXT_STYLES) {
    const style = changedFields(saved.text[key], next.text[key]);
    if (style) text[key] = style;
  }
  if (Object.keys(text).length > 0) patch.text = text;
  const buttons = changedFields(saved.buttons, next.buttons);
  if (buttons) patch.buttons = buttons;
  if (saved.background.color !== next.background.color) patch.background = { color: next.background.color };
  return Object.keys(patch).length > 0 ? patch : null;
}

function changedFields<T extends object>(saved: T, next: T): Partial<T> | null {
  const changed = Object.fromEntries(Object.entries(next).filter(([key, value]) => saved[key as keyof T] !== value)) as Partial<T>;
  return Object.keys(changed).length > 0 ? changed : null;
}

/** The logo's approximate size in bytes, from its base64 data URL. */
export function logoBytes(logo: string): number {
  const data = logo.slice(logo.indexOf(',') + 1);
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((data.length * 3) / 4) - padding);
}
