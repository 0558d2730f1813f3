export { theme, themeCss, tone } from './theme';
export type { Theme, ColorSchemeName } from './theme';
export { ThemeProvider, applyColorScheme } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export { statusTone, httpStatusTone } from './status';
export type { Tone, StatusStyle } from './status';
export { timing, sizes } from './scales';
export { varName } from './cssVars';
