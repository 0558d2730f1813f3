import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { endSessionsOf } from '../auth/sessions';
import { findAccount, findAccountByEmail, issueToken, markEmailVerified, redeemToken, setPassword } from './accounts';
import { emailProblem, formField } from './forms';
import { acceptInvitation } from './invitations';
import type { Mailer } from './mailer';
import { messagePage } from './pages/message';
import { newPasswordPage, resetRequestPage } from './pages/reset';
import { mailboxPage } from './pages/mailbox';
import { passwordProblem } from './passwords';
import { isLoopbackAddress } from '../net/loopback';
import { PROVIDER_PREFIX } from './provider';
import { createRateLimiter } from './rateLimiter';

const html = (reply: FastifyReply, status: number, page: string) => reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

/** E-mail verification and password reset for the embedded provider's accounts. */
export async function accountRoutes(app: FastifyInstance, options: { db: Kysely<Database>; mailer: Mailer; publicUrl: string }) {
  const { db, mailer, publicUrl } = options;
  const resetRequests = createRateLimiter({ limit: 5, windowMs: 15 * 60_000 });

  app.get<{ Querystring: { token?: string; invitation?: string; organization?: string } }>(`${PROVIDER_PREFIX}/verify`, async (request, reply) => {
    const { invitation, organization } = request.query;
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const userId = token ? await redeemToken(db, token, 'verify_email') : undefined;
    const result = new URLSearchParams(
      userId
        ? { success: 'true', message: 'Your e-mail address is verified. You can now use Veriflow.' }
        : { success: 'false', message: 'This verification link is not valid or has expired. Sign in to get a new one.' },
    );
    if (userId) {
      await markEmailVerified(db, userId);
      const account = await findAccount(db, userId);
      if (account && typeof invitation === 'string' && typeof organization === 'string') {
        const accepted = await acceptInvitation(db, { invitationId: invitation, organizationId: organization, user: account, ip: request.ip });
        if (!accepted.ok) request.log.info({ reason: accepted.reason, invitation }, 'invitation not accepted at verification');
      }
    }
    return reply.redirect(`/verified?${result.toString()}`, 303);
  });

  app.get(`${PROVIDER_PREFIX}/reset`, async (_request, reply) => html(reply, 200, resetRequestPage({})));

  app.post(`${PROVIDER_PREFIX}/reset`, async (request, reply) => {
    const email = formField(request.body, 'email').trim();
    const problem = emailProblem(email);
    if (problem) return html(reply, 400, resetRequestPage({ email, error: problem }));
    const limit = resetRequests.hit(request.ip);
    if (!limit.allowed) {
      reply.header('retry-after', String(limit.retryAfterSeconds));
      return html(reply, 429, resetRequestPage({ email, error: `Too many requests. Try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.` }));
    }
    const account = await findAccountByEmail(db, email);
    if (account && !account.disabled) {
      const token = await issueToken(db, account.id, 'reset_password');
      const link = `${publicUrl}${PROVIDER_PREFIX}/reset/new?token=${token}`;
      await mailer.send({
        to: account.email,
        subject: 'Reset your Veriflow password',
        text: `Hello ${account.name},\n\nOpen this link to choose a new password (it works for one hour):\n${link}\n\nIf you did not ask for this, ignore this message.`,
        link,
      });
    }
    return html(reply, 200, resetRequestPage({ sent: true }));
  });

  app.get<{ Querystring: { token?: string } }>(`${PROVIDER_PREFIX}/reset/new`, async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    if (!token) return html(reply, 400, messagePage({ title: 'This reset link is not valid', message: 'Ask for a new link.', link: { href: `${PROVIDER_PREFIX}/reset`, label: 'Reset your password' } }));
    return html(reply, 200, newPasswordPage({ token }));
  });

  app.post(`${PROVIDER_PREFIX}/reset/new`, async (request, reply) => {
    const token = formField(request.body, 'token');
    const password = formField(request.body, 'password');
    const problem = passwordProblem(password);
    if (problem) return html(reply, 400, newPasswordPage({ token, error: problem }));
    const userId = token ? await redeemToken(db, token, 'reset_password') : undefined;
    if (!userId) {
      return html(reply, 400, messagePage({ title: 'This reset link is not valid', message: 'The link has expired or was already used. Ask for a new one.', link: { href: `${PROVIDER_PREFIX}/reset`, label: 'Reset your password' } }));
    }
    await setPassword(db, userId, password);
    await markEmailVerified(db, userId);
    await endSessionsOf(db, userId);
    return html(reply, 200, messagePage({ title: 'Your password is changed', message: 'Sign in with your new password.', link: { href: '/auth/login', label: 'Sign in' } }));
  });
}

/**
 * The development mailbox (config.devMailbox: with the development sign-in only, never in
 * production): the newest 50 messages of the outbox. It shows password-reset links, so a client
 * from another machine is answered as if the route did not exist, unless `anyClient`.
 */
export async function mailboxRoutes(app: FastifyInstance, options: { db: Kysely<Database>; anyClient: boolean }) {
  app.get('/dev/mailbox', async (request, reply) => {
    if (!options.anyClient && !isLoopbackAddress(request.socket.remoteAddress)) return reply.callNotFound();
    const rows = await options.db.selectFrom('mail_outbox').select(['recipient', 'subject', 'body', 'link', 'created_at']).orderBy('id', 'desc').limit(50).execute();
    return html(reply, 200, mailboxPage(rows.map((r) => ({ recipient: r.recipient, subject: r.subject, body: r.body, link: r.link, createdAt: new Date(r.created_at) }))));
  });
}
