import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { assertSameOrigin } from '../auth/sameOrigin';
import { createSession, sessionCookieOptions } from '../auth/sessions';
import { FAVICON_LINK, FONT_FACE_CSS, FONT_STACK, PRIMARY } from '../pages/brand';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(users: { email: string; name: string; roles: string }[], error?: string, providerQuery = new URLSearchParams()) {
  const providerParams = new URLSearchParams(providerQuery);
  providerParams.set('idp', 'veriflow');
  const rows = users
    .map(
      (u) => `<li><form method="post" action="/auth/login"><input type="hidden" name="email" value="${escape(u.email)}">
<button type="submit"><strong>${escape(u.name)}</strong><span>${escape(u.email)}</span><em>${escape(u.roles)}</em></button></form></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in · Veriflow (development)</title>${FAVICON_LINK}
<style>
${FONT_FACE_CSS}
:root{color-scheme:light dark;--bg:#f6f7f9;--surface:#fff;--border:#e3e6eb;--field:#d5d9e0;--text:#1c2230;--muted:#5b6475;--accent:${PRIMARY.light.solid};--accent-hover:${PRIMARY.light.solidHover};--link:${PRIMARY.light.link};--danger:#b42318}
@media (prefers-color-scheme:dark){:root{--bg:#0f1219;--surface:#171b24;--border:#2a303c;--field:#3a4150;--text:#e8eaef;--muted:#a3abba;--accent:${PRIMARY.dark.solid};--accent-hover:${PRIMARY.dark.solidHover};--link:${PRIMARY.dark.link};--danger:#ff8a80}}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);font:15px/1.5 ${FONT_STACK};color:var(--text)}
main{width:min(28rem,92vw);background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:2rem;box-shadow:0 4px 16px rgba(0,0,0,.06)}
h1{font-size:1.25rem;margin:0 0 .25rem}p{margin:0 0 1.25rem;color:var(--muted)}
ul{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
button{width:100%;display:grid;grid-template-columns:1fr auto;text-align:left;gap:0 1rem;padding:.75rem 1rem;border:1px solid var(--field);border-radius:8px;background:var(--surface);color:var(--text);font:inherit;cursor:pointer}
button:hover{border-color:var(--link)}button:focus-visible{outline:2px solid var(--link);outline-offset:2px}
button span{grid-column:1;color:var(--muted);font-size:.875rem}button em{grid-row:1/3;grid-column:2;align-self:center;font-style:normal;font-size:.8125rem;color:var(--link)}
.error{color:var(--danger)}
.provider{display:block;text-align:center;padding:.75rem 1rem;border-radius:8px;background:var(--accent);color:#fff;font-weight:600;text-decoration:none;margin:1rem 0 1.25rem}
.provider:hover{background:var(--accent-hover)}
.provider:focus-visible{outline:2px solid var(--link);outline-offset:2px}
</style></head><body><main>
<h1>Sign in to Veriflow</h1>
<a class="provider" href="/auth/login?${escape(providerParams.toString())}">Sign in with Veriflow ID</a>
<p>Or, for development, choose a seeded user:</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<ul>${rows || '<li>No users yet.</li>'}</ul>
</main></body></html>`;
}

/** The users the development sign-in offers: every enabled user with their roles. */
async function listUsers(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('users')
    .leftJoin('memberships', 'memberships.user_id', 'users.id')
    .select(['users.email', 'users.name', 'memberships.role'])
    .where('users.disabled', '=', false)
    .orderBy('users.email')
    .execute();
  const byEmail = new Map<string, { email: string; name: string; roles: string }>();
  for (const row of rows) {
    const entry = byEmail.get(row.email) ?? { email: row.email, name: row.name, roles: '' };
    if (row.role) entry.roles = entry.roles ? `${entry.roles}, ${row.role}` : row.role;
    byEmail.set(row.email, entry);
  }
  return [...byEmail.values()];
}

/** The development sign-in page (ADR 0007): "Sign in with Veriflow ID", then the seeded users. */
export async function devSignInPage(db: Kysely<Database>, providerQuery: URLSearchParams): Promise<string> {
  return page(await listUsers(db), undefined, providerQuery);
}

/**
 * Development sign-in (VERIFLOW_DEV_LOGIN=1, never in production): picks a seeded user and issues
 * the same session cookie the identity provider's sign-in issues. GET /auth/login (the page) is
 * served by the backend-for-frontend (auth/bff.ts), which offers the provider first.
 */
export async function devSignInRoutes(app: FastifyInstance, opts: { db: Kysely<Database>; enabled: boolean; secureCookie: boolean; cookieName: string; publicUrl: string }) {
  const { db } = opts;

  const unavailable = (reply: FastifyReply) =>
    reply.status(404).type('text/plain').send('Sign-in is not configured on this server. Start it with VERIFLOW_DEV_LOGIN=1 for the development sign-in.');

  app.post('/auth/login', async (request, reply) => {
    if (!opts.enabled) return unavailable(reply);
    // A session is about to be set: a page of another site may not plant one (login CSRF).
    assertSameOrigin(request, opts.publicUrl);
    const email = typeof (request.body as { email?: unknown } | undefined)?.email === 'string' ? (request.body as { email: string }).email : '';
    const user = await db.selectFrom('users').select(['id']).where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).where('disabled', '=', false).executeTakeFirst();
    if (!user) return reply.status(400).type('text/html').send(page(await listUsers(db), `No user with the e-mail "${email}".`));
    const { token, expiresAt } = await createSession(db, user.id);
    reply.setCookie(opts.cookieName, token, sessionCookieOptions(opts.secureCookie, expiresAt));
    return reply.redirect('/home', 303);
  });
}
