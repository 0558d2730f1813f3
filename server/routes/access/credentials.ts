import { notFound, unprocessable } from '../../http/errors';
import { route } from '../../http/route';
import { generateCredential, listCredentials, revokeCredential, toggleCredential } from '../../store/credentials';
import { issueSdkToken } from '../../store/sdkTokens';
import { inTransaction } from '../../db/transactions';

const noSuchKey = (id: string) => notFound('No such API key', `This organisation has no API key ${id} in this environment.`);

/** API keys (per environment) and the hosted flow's SDK token. */
export const credentialRoutes = [
  route({
    operationId: 'listCredentials',
    access: 'read:credential',
    async handler({ ctx }) {
      return { status: 200, body: { credentials: await listCredentials(ctx.db, ctx.orgId, ctx.environment) } };
    },
  }),

  route({
    operationId: 'generateCredential',
    access: 'create:credential',
    async handler({ body, ctx }) {
      const appName = body.app_name.trim();
      const result = await inTransaction(ctx.db, async (trx) => {
        const generated = await generateCredential(trx, { orgId: ctx.orgId, environment: ctx.environment, appName, createdBy: ctx.user.id });
        if (!generated.ok) throw unprocessable('An API key with this app name already exists', `Choose another name than "${appName}" for the key.`);
        await ctx.audit('credential.created', { type: 'credential', id: generated.credential.credentialId }, { app_name: appName, keyPrefix: generated.credential.keyPrefix }, trx);
        return generated;
      });
      return { status: 201, body: { ...result.credential, secret: result.secret } };
    },
  }),

  route({
    operationId: 'toggleCredential',
    access: 'update:credential',
    async handler({ params, ctx }) {
      const credential = await toggleCredential(ctx.db, ctx.orgId, ctx.environment, params.credentialId);
      if (!credential) throw noSuchKey(params.credentialId);
      await ctx.audit('credential.toggled', { type: 'credential', id: credential.credentialId }, { app_name: credential.app_name, status: credential.status });
      return { status: 200, body: credential };
    },
  }),

  route({
    operationId: 'revokeCredential',
    access: 'delete:credential',
    async handler({ params, ctx }) {
      const revoked = await revokeCredential(ctx.db, ctx.orgId, ctx.environment, params.credentialId);
      if (!revoked) throw noSuchKey(params.credentialId);
      await ctx.audit('credential.revoked', { type: 'credential', id: params.credentialId }, { app_name: revoked.appName });
      return { status: 204, body: undefined };
    },
  }),

  route({
    operationId: 'generateSdkToken',
    access: 'read:workflows',
    async handler({ ctx }) {
      return { status: 200, body: issueSdkToken({ orgId: ctx.orgId, environment: ctx.environment, userId: ctx.user.id }) };
    },
  }),
];
