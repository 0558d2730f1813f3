import type { HostedLinkContext, OrgContext } from '../http/context';
import { badRequest } from '../http/errors';
import { route } from '../http/route';
import { newDataId } from '../db/ids';
import { hostedSession, readHosted, resumeHosted, startHosted, type HostedCaller } from '../runs/hosted';
import { checkHostedFile, insertUploadedDocument, MAX_DOCUMENT_BYTES } from '../store/documents';
import { readUpload } from './data/multipart';
import { MAX_RUN_BODY_BYTES } from './workflows/runTransaction';

/** The run scope of a hosted-flow call: a QuickLink's token scopes it to the link; an operator's session does not. */
function hostedCaller(ctx: OrgContext | HostedLinkContext): HostedCaller {
  return { db: ctx.db, orgId: ctx.orgId, environment: ctx.environment, log: ctx.request.log, link: 'hostedLink' in ctx ? ctx.hostedLink : null };
}

/**
 * The hosted end-user flow's API (ADR 0025): with a QuickLink's token (`Bearer vfql_…`), scoped to
 * the link, or with an operator's session (Tryout, Preview) and the permission each needs.
 */
export const hostedRoutes = [
  route({
    operationId: 'getHostedSession',
    access: 'read:workflows',
    hostedToken: true,
    async handler({ query, ctx }) {
      return { status: 200, body: await hostedSession(hostedCaller(ctx), query.workflowId) };
    },
  }),
  route({
    operationId: 'uploadHostedDocument',
    access: 'create:document',
    hostedToken: true,
    bodyLimit: MAX_DOCUMENT_BYTES + 64 * 1024,
    async handler({ ctx }) {
      const { file, bytes } = await readUpload(ctx.request, 'file', MAX_DOCUMENT_BYTES);
      const check = checkHostedFile({ mimetype: file.mimetype, bytes });
      if (!check.ok) throw badRequest(check.message, check.description);
      const link = 'hostedLink' in ctx ? ctx.hostedLink : null;
      const base = file.filename.replace(/\.[A-Za-z0-9]+$/, '').replace(/[^A-Za-z0-9._ -]+/g, '_').trim().slice(0, 100) || 'capture';
      const documentId = await insertUploadedDocument(ctx.db, {
        id: newDataId('doc'),
        orgId: ctx.orgId,
        environment: ctx.environment,
        type: 'hosted-flow',
        name: base,
        extension: check.kind,
        contentType: check.contentType,
        bytes,
        createdBy: link ? `quicklink:${link.id}` : (ctx as OrgContext).user.email,
      });
      if (!link) await (ctx as OrgContext).audit('document.uploaded', { type: 'document', id: documentId }, { size: bytes.length, contentType: check.contentType, via: 'hosted-flow' });
      const value = `/api/${ctx.environment === 'live' ? 'live' : 'sandbox'}/documents/${documentId}/content`;
      return { status: 201, body: { documentId, value } };
    },
  }),
  route({
    operationId: 'runHostedTransaction',
    access: 'create:transactions',
    hostedToken: true,
    bodyLimit: MAX_RUN_BODY_BYTES,
    async handler({ body, ctx }) {
      const caller = hostedCaller(ctx);
      const answer = 'transactionId' in body ? await resumeHosted(caller, body) : await startHosted(caller, body);
      return { status: 200, body: answer };
    },
  }),
  route({
    operationId: 'getHostedTransaction',
    access: 'read:transactions',
    hostedToken: true,
    async handler({ params, ctx }) {
      return { status: 200, body: await readHosted(hostedCaller(ctx), params.transactionId) };
    },
  }),
];
