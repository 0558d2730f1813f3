import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Database } from '../db/schema';
import { checkPassword, issueToken, signUp } from './accounts';
import { emailProblem, formField } from './forms';
import { findPendingInvitation } from './invitations';
import type { Mailer } from './mailer';
import { messagePage } from './pages/message';
import { signInPage } from './pages/signIn';
import { signUpPage } from './pages/signUp';
import { passwordProblem } from './passwords';
import { PROVIDER_PREFIX } from './provider';
import type { SignInLimiter } from './signInLimits';

export interface InteractionOptions {
  db: Kysely<Database>;
  provider: Provider;
  mailer: Mailer;
  limiter: SignInLimiter;
  publicUrl: string;
  /** Waits before a slowed attempt's password is checked (tests record the wait instead). */
  wait?: (ms: number) => Promise<void>;
}

type Params = { uid: string };
/** A wait in whole minutes, rounded up: '1 minute', '15 minutes'. */
const minutes = (seconds: number) => (Math.ceil(seconds / 60) === 1 ? '1 minute' : `${Math.ceil(seconds / 60)} minutes`);
const html = (reply: FastifyReply, status: number, page: string) => reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

/**
 * Sends the verification e-mail for a new account. When the account was made through an
 * invitation link, the link carries the invitation, and verifying accepts it.
 */
export async function sendVerificationEmail(
  options: { db: Kysely<Database>; mailer: Mailer; publicUrl: string },
  user: { id: string; email: string; name: string },
  invitation?: { id: string; organizationId: string },
) {
  const token = await issueToken(options.db, user.id, 'verify_email');
  const query = new URLSearchParams({ token, ...(invitation ? { invitation: invitation.id, organization: invitation.organizationId } : {}) });
  const link = `${options.publicUrl}${PROVIDER_PREFIX}/verify?${query.toString()}`;
  await options.mailer.send({
    to: user.email,
    subject: 'Verify your e-mail address for Veriflow',
    text: `Hello ${user.name},\n\nOpen this link to verify your e-mail address (it works for 48 hours):\n${link}\n\nIf you did not sign up for Veriflow, ignore this message.`,
    link,
  });
}

/** The provider's login interaction: sign-in and sign-up pages at /oidc/interaction/:uid. */
export async function interactionRoutes(app: FastifyInstance, options: InteractionOptions) {
  const { db, provider, limiter } = options;
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  const details = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      html(reply, 400, messagePage({ title: 'This sign-in page has expired', message: 'Start signing in again from Veriflow.', link: { href: '/auth/login', label: 'Sign in again' } }));
      return undefined;
    }
  };

  const invitationOf = async (params: Record<string, unknown>) => {
    const { invitation, organization } = params;
    if (typeof invitation !== 'string' || typeof organization !== 'string') return undefined;
    return findPendingInvitation(db, invitation, organization);
  };

  const finish = async (request: FastifyRequest, reply: FastifyReply, result: Parameters<Provider['interactionResult']>[2]) => {
    const target = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.redirect(target, 303);
  };

  app.get<{ Params: Params }>(`${PROVIDER_PREFIX}/interaction/:uid`, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return reply;
    const invitation = await invitationOf(interaction.params);
    return html(reply, 200, signInPage({ uid: interaction.uid, email: invitation?.email, invitedTo: invitation?.organizationName }));
  });

  app.post<{ Params: Params }>(`${PROVIDER_PREFIX}/interaction/:uid/login`, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return reply;
    const email = formField(request.body, 'email').trim();
    const password = formField(request.body, 'password');
    const view = { uid: interaction.uid, email };
    if (!email || !password) return html(reply, 400, signInPage({ ...view, error: 'Enter your e-mail address and password.' }));
    // Limits by address and by account and address; an account under attack is slowed, never refused (ADR 0036).
    const attempt = await limiter.admit(email, request.ip);
    if (!attempt.allowed) {
      reply.header('retry-after', String(attempt.retryAfterSeconds));
      return html(reply, 429, signInPage({ ...view, error: `Too many sign-in attempts. Try again in ${minutes(attempt.retryAfterSeconds)}.` }));
    }
    if (attempt.delayMs > 0) await wait(attempt.delayMs);
    const check = await checkPassword(db, email, password);
    if (!check.ok && check.reason === 'disabled') return html(reply, 403, signInPage({ ...view, error: 'This account is disabled. Ask the owner of your organisation for help.' }));
    if (!check.ok) {
      await limiter.failed(email);
      return html(reply, 401, signInPage({ ...view, error: 'The e-mail address or password is not correct.' }));
    }
    await limiter.succeeded(email, request.ip);
    return finish(request, reply, { login: { accountId: check.account.id } });
  });

  app.get<{ Params: Params }>(`${PROVIDER_PREFIX}/interaction/:uid/signup`, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return reply;
    const invitation = await invitationOf(interaction.params);
    return html(reply, 200, signUpPage({ uid: interaction.uid, email: invitation?.email, invitedTo: invitation?.organizationName }));
  });

  app.post<{ Params: Params }>(`${PROVIDER_PREFIX}/interaction/:uid/signup`, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return reply;
    const name = formField(request.body, 'name').trim();
    const email = formField(request.body, 'email').trim();
    const password = formField(request.body, 'password');
    const errors = {
      name: !name ? 'Enter your name.' : name.length > 100 ? 'Use at most 100 characters.' : undefined,
      email: emailProblem(email),
      password: passwordProblem(password),
    };
    const view = { uid: interaction.uid, name, email };
    if (errors.name || errors.email || errors.password) return html(reply, 400, signUpPage({ ...view, errors }));
    const attempt = await limiter.admitSignUp(request.ip);
    if (!attempt.allowed) {
      reply.header('retry-after', String(attempt.retryAfterSeconds));
      return html(reply, 429, signUpPage({ ...view, errors: { email: `Too many attempts. Try again in ${minutes(attempt.retryAfterSeconds)}.` } }));
    }
    const created = await signUp(db, { name, email, password });
    if (!created.ok) return html(reply, 409, signUpPage({ ...view, errors: { email: 'An account with this e-mail address already exists. Sign in instead.' } }));
    const invitation = await invitationOf(interaction.params);
    await sendVerificationEmail(options, created.account, invitation);
    return finish(request, reply, { login: { accountId: created.account.id } });
  });

  app.get<{ Params: Params }>(`${PROVIDER_PREFIX}/interaction/:uid/abort`, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return reply;
    return finish(request, reply, { error: 'access_denied', error_description: 'The sign-in was cancelled.' });
  });
}
