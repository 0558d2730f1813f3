/**
 * Console addresses that a full page load answers with an HTML entry of their own instead of the
 * console's index.html (docs/adr/0039): the server, `vite` and `vite preview` all serve them so.
 * Inside the running console the same addresses are ordinary routes.
 */
export const SIGN_IN_ENTRY = { path: '/login', file: 'login.html' } as const;

export const CONSOLE_HTML_ENTRIES: ReadonlyArray<{ readonly path: string; readonly file: string }> = [SIGN_IN_ENTRY];

/** Where the console's build writes the files of each route's page, for the server (ADR 0051). */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

/**
 * Every route of the console's route table by its path pattern, with the files its page loads
 * beyond those index.html names (none for a page in the entry or not built).
 */
export interface PagePreloads {
  routes: Array<{ path: string; files: string[] }>;
}
