/** Scales that do not change with the colour scheme. Values are CSS lengths. */
export const space = {
  0: '0',
  0.5: '2px',
  1: '4px',
  1.5: '6px',
  2: '8px',
  2.5: '10px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

export const radii = {
  none: '0',
  sm: '4px',
  md: '6px',
  lg: '8px',
  xl: '12px',
  full: '9999px',
} as const;

/** The characters of Inter's latin file (@fontsource-variable/inter), the one the console loads. */
const INTER_LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * A local Arial-metric font (Arial, Liberation Sans, Helvetica) scaled to Inter's width and
 * vertical metrics, for the characters Inter's file holds, shown until Inter has loaded: text set
 * in it wraps closer to how it will in Inter, so the swap moves less (the values are Inter's against
 * Arial's, as font tools compute them). Other characters (→) fall to the system font as before.
 */
export const INTER_FALLBACK_FONT_FACE = `@font-face{font-family:'Inter Fallback';src:local('Arial'),local('ArialMT'),local('Liberation Sans'),local('LiberationSans'),local('Helvetica');size-adjust:107.06%;ascent-override:90.49%;descent-override:22.56%;line-gap-override:0%;unicode-range:${INTER_LATIN_RANGE}}`;

export const fontFamily = {
  sans: "'Inter Variable', 'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', 'DejaVu Sans Mono', Menlo, Consolas, monospace",
} as const;

export const fontSize = {
  xs: '12px',
  sm: '13px',
  md: '14px',
  lg: '16px',
  xl: '18px',
  '2xl': '20px',
  '3xl': '24px',
  '4xl': '30px',
} as const;

export const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

export const lineHeight = {
  tight: '1.25',
  snug: '1.4',
  normal: '1.5',
} as const;

export const shadows = {
  xs: '0 1px 2px rgba(16, 24, 40, 0.06)',
  sm: '0 1px 3px rgba(16, 24, 40, 0.10), 0 1px 2px rgba(16, 24, 40, 0.06)',
  md: '0 4px 8px -2px rgba(16, 24, 40, 0.10), 0 2px 4px -2px rgba(16, 24, 40, 0.06)',
  lg: '0 12px 16px -4px rgba(16, 24, 40, 0.10), 0 4px 6px -2px rgba(16, 24, 40, 0.05)',
  overlay: '0 20px 24px -4px rgba(16, 24, 40, 0.16), 0 8px 8px -4px rgba(16, 24, 40, 0.06)',
} as const;

export const zIndex = {
  base: '0',
  raised: '1',
  sticky: '10',
  sidebar: '20',
  header: '30',
  banner: '40',
  overlay: '100',
  modal: '110',
  popover: '120',
  toast: '130',
  tooltip: '140',
} as const;

export const motion = {
  durationFast: '120ms',
  durationNormal: '200ms',
  durationSlow: '300ms',
  easeStandard: 'cubic-bezier(0.2, 0, 0, 1)',
  easeOut: 'cubic-bezier(0, 0, 0.2, 1)',
} as const;

/** Layout sizes the spec fixes (document 1 section 9; document 2 section 2.4). */
export const sizes = {
  sidebarWidth: '232px',
  sidebarCollapsedWidth: '64px',
  headerHeight: '60px',
  modeBannerHeight: '28px',
  tableCellMaxWidth: '290px',
  nodeWidth: '210px',
  controlHeightSm: '28px',
  controlHeightMd: '36px',
  controlHeightLg: '44px',
  iconSm: '14px',
  iconMd: '16px',
  iconLg: '20px',
  modalSm: '400px',
  modalMd: '560px',
  modalLg: '760px',
  /** The widest drawer: a tool beside its result (the editor's Tryout); capped by the viewport. */
  drawerXl: '1280px',
  toastWidth: '360px',
  cardMinColumn: '20rem',
  contentMaxWidth: '1200px',
  tooltipMaxWidth: '280px',
  menuMinWidth: '200px',
  menuMaxWidth: '320px',
  selectListMaxHeight: '320px',
  /** Workflow pieces (document 2 sections 4.4 and 9): operator picker 300 x 303, condition fields, node icon box. */
  operatorPickerWidth: '300px',
  operatorPickerHeight: '303px',
  conditionFieldWidth: '176px',
  conditionKindWidth: '136px',
  nodeIconBox: '32px',
  plusButton: '24px',
  /** Table rows (document 1 section 2.8): fixed heights so the virtualised body can lay rows out. */
  tableRowHeight: '48px',
  tableHeaderHeight: '40px',
  tableScrollHeight: '480px',
  tableControlColumnWidth: '52px',
  searchFieldWidth: '320px',
} as const;

/** Timing constants of document 1 section 9, shared by components that need them. */
export const timing = {
  tooltipOpenDelayMs: 200,
  tooltipCloseDelayMs: 300,
  toastDefaultMs: 2000,
  toastMinMs: 1000,
  toastMaxMs: 5000,
} as const;

/**
 * Colours that stay the same in both schemes because they belong to the thing drawn, not the UI:
 * national flags (document 3, flags column) and the dark-on-light modules of a QR code, which
 * scanners read reliably only in that polarity.
 */
export const fixedColors = {
  white: '#ffffff',
  flagUsRed: '#b22234',
  flagUsBlue: '#3c3b6e',
  flagUkBlue: '#012169',
  flagUkRed: '#c8102e',
  flagInSaffron: '#ff9933',
  flagInGreen: '#138808',
  flagInNavy: '#000080',
  flagPhBlue: '#0038a8',
  flagPhRed: '#ce1126',
  flagPhYellow: '#fcd116',
  flagIdRed: '#e70011',
  qrForeground: '#0f1115',
  qrBackground: '#ffffff',
} as const;
