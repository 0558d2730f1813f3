/**
 * Console addresses that a full page load answers with an HTML entry of their own instead of the
 * console's index.html (docs/adr/0039): the server, `vite` and `vite preview` all serve them so.
 * Inside the running console the same addresses are ordinary routes.
 */
export const SIGN_IN_ENTRY = { path: '/login', file: 'login.html' } as const;

export const CONSOLE_HTML_ENTRIES: ReadonlyArray<{ readonly path: string; readonly file: string }> = [SIGN_IN_ENTRY];
