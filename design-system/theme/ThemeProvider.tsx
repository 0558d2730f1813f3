import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import '@fontsource-variable/inter';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

/** Provides the token theme and global styles. The scheme is chosen by `data-theme` on <html>. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  );
}

export function applyColorScheme(scheme: 'light' | 'dark', root: HTMLElement = document.documentElement): void {
  root.dataset.theme = scheme;
}
