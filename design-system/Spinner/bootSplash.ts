import { darkColors, lightColors } from '../theme/colors';
import { space } from '../theme/scales';
import { spinnerShape } from './spinnerShape';

/** The label of the loader that index.html shows and the console's first render replaces (FullPageLoader's). */
export const BOOT_SPLASH_LABEL = 'Loading Veriflow';

/**
 * What index.html holds inside #root until the console's first render replaces it: the session
 * loader (a large Spinner centred on the canvas) drawn without JavaScript, so a slow network shows
 * progress at once instead of a white page while the scripts arrive. The scheme follows the
 * operating system here; the stored preference applies from the first render on.
 */
export function bootSplash(): { style: string; markup: string } {
  const { viewBox, circle, strokeWidth, trackOpacity, headDash, turnSeconds } = spinnerShape;
  const circleAttributes = `cx="${circle.cx}" cy="${circle.cy}" r="${circle.r}"`;
  const style = [
    'body{margin:0}',
    `.vf-boot{display:flex;align-items:center;justify-content:center;min-height:100vh;box-sizing:border-box;padding:${space[6]};background:${lightColors.bg.canvas};color:${lightColors.fg.default}}`,
    `@media (prefers-color-scheme: dark){.vf-boot{background:${darkColors.bg.canvas};color:${darkColors.fg.default}}}`,
    `.vf-boot svg{width:${space[8]};height:${space[8]};animation:vf-boot-spin ${turnSeconds}s linear infinite}`,
    `.vf-boot circle{fill:none;stroke:currentColor;stroke-width:${strokeWidth}}`,
    `.vf-boot .track{opacity:${trackOpacity}}`,
    `.vf-boot .head{stroke-dasharray:${headDash};stroke-linecap:round}`,
    '@keyframes vf-boot-spin{to{transform:rotate(360deg)}}',
  ].join('');
  const markup =
    `<main class="vf-boot" aria-busy="true"><svg viewBox="${viewBox}" role="progressbar" aria-label="${BOOT_SPLASH_LABEL}" aria-busy="true">` +
    `<circle class="track" ${circleAttributes}></circle><circle class="head" ${circleAttributes}></circle></svg></main>`;
  return { style, markup };
}

/** index.html with the splash in #root and its style in the head. */
export function withBootSplash(html: string): string {
  const { style, markup } = bootSplash();
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root for the boot splash');
  return html.replace('</head>', `  <style>${style}</style>\n  </head>`).replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
}
