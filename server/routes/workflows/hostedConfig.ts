import { route } from '../../http/route';
import { conflict, notFound } from '../../http/errors';
import { insertHostedConfig, readHostedConfig, replaceHostedConfig } from '../../store/hostedConfig';
import { mergeHostedConfig, normaliseHostedConfig } from '../../workflows/hostedConfig';
import { inTransaction } from '../../db/transactions';

/** The theme of the organisation's hosted flow: defaults until saved (POST), then changed with PATCH. */
export const hostedConfigRoutes = [
  route({
    operationId: 'getHostedConfig',
    access: 'read:workflows',
    async handler({ ctx }) {
      return { status: 200, body: await readHostedConfig(ctx.db, ctx.orgId) };
    },
  }),
  route({
    operationId: 'createHostedConfig',
    access: 'create:workflows',
    async handler({ body, ctx }) {
      await inTransaction(ctx.db, async (trx) => {
        const saved = await insertHostedConfig(trx, ctx.orgId, ctx.user.id, normaliseHostedConfig(body));
        if (!saved) throw conflict('A hosted flow theme is already saved', 'Change it with PATCH /workflows/hostedconfig.');
        await ctx.audit('hosted_config.created', { type: 'hosted_config', id: ctx.orgId }, {}, trx);
      });
      return { status: 201, body: await readHostedConfig(ctx.db, ctx.orgId) };
    },
  }),
  route({
    operationId: 'updateHostedConfig',
    access: 'update:workflows',
    async handler({ body, ctx }) {
      const current = await readHostedConfig(ctx.db, ctx.orgId);
      if (!current.saved) throw notFound('No hosted flow theme is saved yet', 'Save one first with POST /workflows/hostedconfig.');
      await replaceHostedConfig(ctx.db, ctx.orgId, ctx.user.id, mergeHostedConfig(current.config, body));
      await ctx.audit('hosted_config.updated', { type: 'hosted_config', id: ctx.orgId }, { sections: Object.keys(body) });
      return { status: 200, body: await readHostedConfig(ctx.db, ctx.orgId) };
    },
  }),
];
