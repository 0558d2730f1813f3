import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';

/**
 * The console's look for the pages the server renders itself (sign-in, Veriflow ID, the API
 * reference): its favicon, its font (Inter variable, served from here, not from a font host) and its
 * primary colour, light and dark. The values are the design system's tokens (design-system/theme:
 * fontFamily.sans, indigo 600/700 as accent.solid and accent.fg, indigo 300 for links in the dark
 * scheme); the server may not import the design system (ADR 0001), so they are copied here, once.
 */

/** The console's favicon (index.html), inline: no request, so no 404 on pages without a /favicon.ico. */
export const FAVICON_HREF =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%234a4bd0'/%3E%3Cpath d='M9 10l7 13 7-13' stroke='white' stroke-width='3' fill='none' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E";

export const FAVICON_LINK = `<link rel="icon" href="${FAVICON_HREF}">`;

export const FONT_PATH = '/assets/pages/inter-variable.woff2';
const FONT_FILE = createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

export const FONT_STACK = "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** The console's primary colours: the filled button and the link, light and dark. */
export const PRIMARY = {
  light: { solid: '#4a4bd0', solidHover: '#3c3ca8', link: '#3c3ca8' },
  dark: { solid: '#4a4bd0', solidHover: '#5b5fe6', link: '#9da6fb' },
} as const;

/** The @font-face of the console's font, for a page's <style>. */
export const FONT_FACE_CSS = `@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${FONT_PATH}) format('woff2-variations')}`;

/** Serves the console's font to the server's pages. */
export async function pageBrandRoutes(app: FastifyInstance) {
  app.get(FONT_PATH, async (_request, reply) =>
    reply.type('font/woff2').header('Cache-Control', 'public, max-age=86400').send(createReadStream(FONT_FILE)),
  );
}
