import { palette as p } from './palette';

/**
 * Tier 2: semantic colour tokens, one value per scheme. The keys become CSS
 * custom properties (`--vf-color-bg-canvas`), so switching the scheme changes
 * variables only and re-renders nothing.
 */
export interface ColorScheme {
  bg: { canvas: string; surface: string; subtle: string; muted: string; raised: string; inverse: string; overlay: string };
  fg: { default: string; muted: string; subtle: string; disabled: string; onSolid: string; inverse: string; link: string };
  border: { default: string; subtle: string; strong: string; focus: string };
  accent: { solid: string; solidHover: string; solidPressed: string; subtle: string; subtleHover: string; fg: string; border: string };
  neutral: { solid: string; subtle: string; subtleHover: string; fg: string };
  success: { solid: string; subtle: string; fg: string; border: string };
  danger: { solid: string; solidHover: string; subtle: string; subtleHover: string; fg: string; border: string };
  warning: { solid: string; subtle: string; fg: string; border: string };
  info: { solid: string; subtle: string; fg: string; border: string };
  mode: { test: string; testSubtle: string; testFg: string; live: string; liveSubtle: string; liveFg: string };
  skeleton: { base: string; shine: string };
  tag: {
    gray: string; grayBg: string;
    orange: string; orangeBg: string;
    green: string; greenBg: string;
    red: string; redBg: string;
    blue: string; blueBg: string;
    violet: string; violetBg: string;
    cyan: string; cyanBg: string;
  };
}

export const lightColors: ColorScheme = {
  bg: { canvas: p.gray[50], surface: p.white, subtle: p.gray[25], muted: p.gray[100], raised: p.white, inverse: p.gray[900], overlay: 'rgba(15, 17, 21, 0.48)' },
  fg: { default: p.gray[900], muted: p.gray[600], subtle: p.gray[500], disabled: p.gray[400], onSolid: p.white, inverse: p.gray[50], link: p.indigo[600] },
  border: { default: p.gray[200], subtle: p.gray[100], strong: p.gray[300], focus: p.indigo[500] },
  accent: { solid: p.indigo[600], solidHover: p.indigo[700], solidPressed: p.indigo[800], subtle: p.indigo[50], subtleHover: p.indigo[100], fg: p.indigo[700], border: p.indigo[200] },
  neutral: { solid: p.gray[700], subtle: p.gray[100], subtleHover: p.gray[200], fg: p.gray[700] },
  success: { solid: p.green[600], subtle: p.green[50], fg: p.green[700], border: p.green[300] },
  danger: { solid: p.red[600], solidHover: p.red[700], subtle: p.red[50], subtleHover: p.red[100], fg: p.red[700], border: p.red[300] },
  warning: { solid: p.amber[500], subtle: p.amber[50], fg: p.amber[700], border: p.amber[300] },
  info: { solid: p.blue[600], subtle: p.blue[50], fg: p.blue[700], border: p.blue[300] },
  mode: { test: p.terracotta[600], testSubtle: p.terracotta[50], testFg: p.terracotta[700], live: p.blue[600], liveSubtle: p.blue[50], liveFg: p.blue[700] },
  skeleton: { base: p.gray[100], shine: p.gray[50] },
  tag: {
    gray: p.gray[700], grayBg: p.gray[100],
    orange: p.amber[700], orangeBg: p.amber[50],
    green: p.green[700], greenBg: p.green[50],
    red: p.red[700], redBg: p.red[50],
    blue: p.blue[700], blueBg: p.blue[50],
    violet: p.violet[700], violetBg: p.violet[50],
    cyan: p.cyan[700], cyanBg: p.cyan[50],
  },
};

export const darkColors: ColorScheme = {
  bg: { canvas: p.gray[950], surface: p.gray[900], subtle: p.gray[850], muted: p.gray[800], raised: p.gray[850], inverse: p.gray[50], overlay: 'rgba(0, 0, 0, 0.64)' },
  fg: { default: p.gray[50], muted: p.gray[300], subtle: p.gray[400], disabled: p.gray[600], onSolid: p.white, inverse: p.gray[900], link: p.indigo[300] },
  border: { default: p.gray[700], subtle: p.gray[800], strong: p.gray[600], focus: p.indigo[400] },
  accent: { solid: p.indigo[600], solidHover: p.indigo[500], solidPressed: p.indigo[700], subtle: p.indigo[900], subtleHover: p.indigo[800], fg: p.indigo[200], border: p.indigo[700] },
  neutral: { solid: p.gray[300], subtle: p.gray[800], subtleHover: p.gray[700], fg: p.gray[200] },
  success: { solid: p.green[600], subtle: p.green[900], fg: p.green[300], border: p.green[700] },
  danger: { solid: p.red[600], solidHover: p.red[500], subtle: p.red[900], subtleHover: p.red[700], fg: p.red[300], border: p.red[700] },
  warning: { solid: p.amber[500], subtle: p.amber[900], fg: p.amber[300], border: p.amber[700] },
  info: { solid: p.blue[500], subtle: p.blue[900], fg: p.blue[300], border: p.blue[700] },
  mode: { test: p.terracotta[600], testSubtle: p.terracotta[900], testFg: p.terracotta[300], live: p.blue[600], liveSubtle: p.blue[900], liveFg: p.blue[300] },
  skeleton: { base: p.gray[800], shine: p.gray[700] },
  tag: {
    gray: p.gray[200], grayBg: p.gray[800],
    orange: p.amber[300], orangeBg: p.amber[900],
    green: p.green[300], greenBg: p.green[900],
    red: p.red[300], redBg: p.red[900],
    blue: p.blue[300], blueBg: p.blue[900],
    violet: p.violet[100], violetBg: p.violet[900],
    cyan: p.cyan[100], cyanBg: p.cyan[900],
  },
};
