import { FAVICON_LINK, FONT_FACE_CSS, FONT_STACK, PRIMARY } from '../../pages/brand';
import { html, Safe } from './html';

/* The console's tokens (design-system theme), light and dark, inlined so the pages need no bundle. */
const STYLES = `
${FONT_FACE_CSS}
:root{color-scheme:light dark;--bg:#f6f7f9;--surface:#fff;--border:#e3e6eb;--field:#d5d9e0;--text:#1c2230;--muted:#5b6475;--accent:${PRIMARY.light.solid};--accent-hover:${PRIMARY.light.solidHover};--link:${PRIMARY.light.link};--accent-text:#fff;--danger:#b42318;--success:#067647}
@media (prefers-color-scheme:dark){:root{--bg:#0f1219;--surface:#171b24;--border:#2a303c;--field:#3a4150;--text:#e8eaef;--muted:#a3abba;--accent:${PRIMARY.dark.solid};--accent-hover:${PRIMARY.dark.solidHover};--link:${PRIMARY.dark.link};--accent-text:#fff;--danger:#ff8a80;--success:#6ce9a6}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);font:15px/1.5 ${FONT_STACK};color:var(--text)}
main{width:min(26rem,92vw);background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:2rem;box-shadow:0 4px 16px rgba(0,0,0,.06)}
.brand{display:flex;align-items:center;gap:.5rem;font-weight:600;margin:0 0 1.5rem;color:var(--link)}
h1{font-size:1.25rem;margin:0 0 .25rem}
p{margin:0 0 1rem;color:var(--muted)}
form{display:grid;gap:1rem;margin:0}
label{display:grid;gap:.375rem;font-weight:500;font-size:.875rem}
input{font:inherit;padding:.625rem .75rem;border:1px solid var(--field);border-radius:8px;background:var(--surface);color:var(--text)}
input:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid var(--link);outline-offset:2px}
input[aria-invalid=true]{border-color:var(--danger)}
.hint{font-weight:400;color:var(--muted);font-size:.8125rem}
button{font:inherit;font-weight:600;padding:.625rem 1rem;border:0;border-radius:8px;background:var(--accent);color:var(--accent-text);cursor:pointer}
button:hover{background:var(--accent-hover)}
button.secondary{background:transparent;color:var(--text);border:1px solid var(--field)}
a{color:var(--link)}
.links{display:flex;justify-content:space-between;gap:1rem;margin-top:1.25rem;font-size:.875rem}
.alert{padding:.75rem 1rem;border-radius:8px;border:1px solid currentColor;margin:0 0 1rem}
.alert.error{color:var(--danger)}.alert.success{color:var(--success)}
.notice{padding:.75rem 1rem;border-radius:8px;background:var(--bg);margin:0 0 1rem;color:var(--text)}
`;

/** A provider page: the Veriflow mark, a heading, and the body; `title` also names the document. */
export function layout(options: { title: string; body: Safe; lead?: string }): string {
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">${new Safe(FAVICON_LINK)}<title>${options.title} · Veriflow ID</title><style>${new Safe(STYLES)}</style></head>
<body><main aria-labelledby="page-title">
<p class="brand" aria-hidden="true">◆ Veriflow ID</p>
<h1 id="page-title">${options.title}</h1>
${options.lead ? html`<p>${options.lead}</p>` : ''}
${options.body}
</main></body></html>`.html;
}

/** An alert line: errors are announced at once, notices politely. */
export function alert(kind: 'error' | 'success', message: string | undefined): Safe {
  if (!message) return html``;
  return kind === 'error' ? html`<p class="alert error" role="alert">${message}</p>` : html`<p class="alert success" role="status">${message}</p>`;
}
