import type { FastifyRequest } from 'fastify';
import { ORG_ID_HEADER } from '~/contract';
import { json } from '../db/json';
import { permissionsOf, type Permission } from '../auth/roles';
import type { Environment, OrgContext, RequestContext, SignedInUser } from './context';
import { badRequest, forbidden } from './errors';
import { PREPARED } from '../db/preparedStatements';

const ORG_HEADER = ORG_ID_HEADER.toLowerCase();
const ORG_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The organisation named by the request's header, and the signed-in user's role in it (403 when they have none). */
export async function organisationContext(base: RequestContext & { user: SignedInUser; environment: Environment }, request: FastifyRequest): Promise<OrgContext> {
  const header = request.headers[ORG_HEADER];
  const orgId = Array.isArray(header) ? header[0] : header;
  if (!orgId) throw badRequest(`The ${ORG_ID_HEADER} header is required`, 'Name the organisation this call acts on in the header.');
  if (!ORG_ID_PATTERN.test(orgId)) throw badRequest(`The ${ORG_ID_HEADER} header is not an organisation id`);
  const impersonated = base.user.impersonatedOrgId;
  if (impersonated && orgId !== impersonated) {
    throw forbidden('You are not a member of this organisation', `This impersonation session reaches only organisation ${impersonated}.`);
  }
  const membership = await base.db
    .selectFrom('memberships')
    .select(['role'])
    .where('organization_id', '=', orgId)
    .where('user_id', '=', base.user.id)
    .where('invitation_status', '=', 'accepted')
    .modifyEnd(PREPARED)
    .executeTakeFirst();
  let role = impersonated ? undefined : membership?.role;
  if (!role && base.user.isPlatformOperator) {
    const exists = await base.db.selectFrom('organizations').select('id').where('id', '=', orgId).executeTakeFirst();
    if (exists) role = 'owner';
  }
  if (!role) throw forbidden('You are not a member of this organisation', `The signed-in user has no access to organisation ${orgId}.`);
  const { db } = base;
  const userId = base.user.id;
  return {
    ...base,
    orgId,
    role,
    permissions: permissionsOf(role),
    audit: async (action, target, detail = {}, within) => {
      await (within ?? db)
        .insertInto('audit_events')
        .values({
          organization_id: orgId,
          actor_user_id: userId,
          action,
          target_type: target.type,
          target_id: target.id ?? null,
          environment: base.environment,
          detail: json(detail),
          ip: request.ip,
        })
        .execute();
    },
  };
}

/** Refuses a member whose role lacks the permission: the guard's check, and routes' whose permission depends on the input. */
export function requirePermission(ctx: Pick<OrgContext, 'permissions' | 'role'>, permission: Permission) {
  if (ctx.permissions.has(permission)) return;
  const [action, resource] = permission.split(':');
  throw forbidden(`You don't have permission to ${action} ${resource}`, `Your role (${ctx.role}) lacks ${permission} in this organisation.`);
}
