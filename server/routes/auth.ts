import { route } from '../http/route';
import { defaultFeatureFlags, impersonatedOrganisation, organisationsOf } from '../store/organizations';

/** The signed-in user: their details in the active organisation, and their organisations. */
export const authRoutes = [
  route({
    operationId: 'getAuthDetails',
    access: 'member',
    async handler({ ctx }) {
      const [user, org] = await Promise.all([
        ctx.db.selectFrom('users').selectAll().where('id', '=', ctx.user.id).executeTakeFirstOrThrow(),
        ctx.db.selectFrom('organizations').select(['region', 'feature_flags']).where('id', '=', ctx.orgId).executeTakeFirstOrThrow(),
      ]);
      return {
        status: 200,
        body: {
          user: {
            nickname: user.nickname,
            user_name: user.name,
            email: user.email,
            email_verified: user.email_verified,
            ...(user.picture ? { picture: user.picture } : {}),
          },
          permissions: [...ctx.permissions],
          region: org.region,
          feature_flag: { ...defaultFeatureFlags(org.region), ...org.feature_flags },
          isSuperAdmin: ctx.user.isPlatformOperator,
          activeOrganizationId: ctx.orgId,
        },
      };
    },
  }),
  route({
    operationId: 'listUserOrganizations',
    access: 'user',
    async handler({ ctx }) {
      const organizations = ctx.user.impersonatedOrgId
        ? await impersonatedOrganisation(ctx.db, ctx.user.impersonatedOrgId)
        : await organisationsOf(ctx.db, ctx.user.id);
      return { status: 200, body: { organizations } };
    },
  }),
];
