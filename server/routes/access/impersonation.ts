import { IMPERSONATION_SESSION_HOURS, issueImpersonationToken, redeemImpersonationToken, type Redemption } from '../../auth/impersonation';
import { assertSameOrigin } from '../../auth/sameOrigin';
import { createSession, endSession, SECURE_SESSION_COOKIE, SESSION_COOKIE, sessionCookieOptions } from '../../auth/sessions';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { recordAudit } from '../../store/audit';
import { inTransaction } from '../../db/transactions';

const refusals: Record<Exclude<Redemption, { ok: true }>['reason'], () => HttpError> = {
  invalid: () => new HttpError(401, 'unauthorized', 'This impersonation link is not valid', 'Ask for a new link with server/cli/impersonate.ts or POST /api/admin/organizations/{orgId}/impersonation.', { errorCode: 'impersonation_invalid' }),
  expired: () => new HttpError(401, 'unauthorized', 'This impersonation link has expired', 'Impersonation links last 5 minutes. Ask for a new one.', { errorCode: 'impersonation_expired' }),
  used: () => new HttpError(401, 'unauthorized', 'This impersonation link was already used', 'Each impersonation link starts one session. Ask for a new one.', { errorCode: 'impersonation_used' }),
  not_operator: () => forbidden('Only a platform operator can impersonate an organisation', 'The link was issued by a user who is no longer a platform operator.'),
  no_organisation: () => notFound('No such organisation', 'The organisation this link names no longer exists.'),
};

/** A platform operator's super-admin sessions in an organisation (ADR 0010). */
export const impersonationRoutes = [
  route({
    operationId: 'createImpersonationToken',
    access: 'user',
    async handler({ params, ctx }) {
      if (!ctx.user.isPlatformOperator) throw forbidden('Only a platform operator can impersonate an organisation');
      const org = await ctx.db.selectFrom('organizations').select('id').where('id', '=', params.orgId).executeTakeFirst();
      if (!org) throw notFound('No such organisation', `There is no organisation ${params.orgId}.`);
      // No token is issued, and no session started below, without its audit entry (issue 18 item 5).
      const { authToken, expiresAt } = await inTransaction(ctx.db, async (trx) => {
        const issued = await issueImpersonationToken(trx, ctx.user.id, org.id);
        await recordAudit(trx, {
          orgId: org.id,
          actorUserId: ctx.user.id,
          action: 'impersonation.token_issued',
          target: { type: 'organization', id: org.id },
          environment: null,
          ip: ctx.request.ip,
        });
        return issued;
      });
      const query = new URLSearchParams({ authToken, orgId: org.id });
      return { status: 201, body: { authToken, orgId: org.id, expiresAt: expiresAt.toISOString(), consolePath: `/home?${query.toString()}` } };
    },
  }),

  route({
    operationId: 'startImpersonation',
    access: 'public',
    async handler({ body, ctx, reply }) {
      // A session is about to be set: a page of another site may not plant one (login forgery).
      assertSameOrigin(ctx.request);
      const cookieName = ctx.sessionCookie ?? SESSION_COOKIE;
      const previous = ctx.request.cookies[cookieName];
      // A refused token stays spent (the refusal commits); a redeemed one starts its session with its audit entry.
      const outcome = await inTransaction(ctx.db, async (trx) => {
        const redemption = await redeemImpersonationToken(trx, body.authToken, body.orgId);
        if (!redemption.ok) return redemption;
        if (previous) await endSession(trx, previous);
        const started = await createSession(trx, redemption.operatorId, { impersonatedOrgId: body.orgId, hours: IMPERSONATION_SESSION_HOURS });
        await recordAudit(trx, {
          orgId: body.orgId,
          actorUserId: redemption.operatorId,
          action: 'impersonation.started',
          target: { type: 'organization', id: body.orgId },
          environment: null,
          ip: ctx.request.ip,
        });
        return { ok: true as const, session: started };
      });
      if (!outcome.ok) throw refusals[outcome.reason]();
      const { session } = outcome;
      reply.setCookie(cookieName, session.token, sessionCookieOptions(cookieName === SECURE_SESSION_COOKIE, session.expiresAt));
      reply.header('cache-control', 'no-store');
      return { status: 200, body: { orgId: body.orgId, expiresAt: session.expiresAt.toISOString() } };
    },
  }),
];
