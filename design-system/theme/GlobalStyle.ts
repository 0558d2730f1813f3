import { createGlobalStyle } from 'styled-components';
import { INTER_FALLBACK_FONT_FACE } from './scales';
import { theme, themeCss } from './theme';

const tokens = themeCss();

export const GlobalStyle = createGlobalStyle`
  ${tokens}

  ${INTER_FALLBACK_FONT_FACE}

  *, *::before, *::after { box-sizing: border-box; }

  html, body { margin: 0; padding: 0; }

  body {
    font-family: ${theme.fontFamily.sans};
    font-size: ${theme.fontSize.md};
    line-height: ${theme.lineHeight.normal};
    color: ${theme.color.fg.default};
    background: ${theme.color.bg.canvas};
    -webkit-font-smoothing: antialiased;
    font-feature-settings: 'cv11', 'ss01';
  }

  button, input, select, textarea { font: inherit; color: inherit; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
