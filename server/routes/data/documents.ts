import type { OrgContext } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { checkDocumentFile, DOCUMENT_COLUMNS, findDocument, MAX_DOCUMENT_BYTES, toDocument } from '../../store/documents';
import { newDataId } from '../../db/ids';
import { readUpload } from './multipart';
import { inTransaction } from '../../db/transactions';

async function ownDocument(ctx: OrgContext, id: string) {
  const doc = await findDocument(ctx.db, ctx.orgId, ctx.environment, id);
  if (!doc) throw notFound('Document not found', `No document ${id} in this organisation's ${ctx.environment === 'live' ? 'live' : 'test'} mode.`);
  return doc;
}

const safeFileName = (name: string, extension: string) => {
  const base = name.replace(/\.[A-Za-z0-9]+$/, '').replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100) || 'document';
  return `${base}.${extension}`;
};

/** Documents (images and files for try-out calls), per environment (create/read on `document`). */
export const documentsRoutes = [
  route({
    operationId: 'createDocument',
    access: 'create:document',
    async handler({ ctx, body }) {
      const name = body.name.trim();
      const type = body.type.trim();
      if (!name) throw badRequest('body.name must not be blank');
      if (!type) throw badRequest('body.type must not be blank');
      const row = await inTransaction(ctx.db, async (trx) => {
        const inserted = await trx
          .insertInto('documents')
          .values({
            id: newDataId('doc'),
            organization_id: ctx.orgId,
            environment: ctx.environment,
            type,
            name,
            extension: body.extension,
            tag: body.metadata?.tag ?? null,
            created_by: ctx.user.email,
          })
          .returning(DOCUMENT_COLUMNS)
          .executeTakeFirstOrThrow();
        await ctx.audit('document.created', { type: 'document', id: inserted.id }, { name, type, extension: body.extension }, trx);
        return inserted;
      });
      return { status: 201, body: toDocument(row) };
    },
  }),
  route({
    operationId: 'uploadDocumentObject',
    access: 'create:document',
    async handler({ ctx, params }) {
      const doc = await ownDocument(ctx, params.documentId);
      const { file, bytes } = await readUpload(ctx.request, 'attachment', MAX_DOCUMENT_BYTES);
      const check = checkDocumentFile({ filename: file.filename, mimetype: file.mimetype, bytes }, doc.extension);
      if (!check.ok) throw badRequest(check.message, check.description);
      const row = await ctx.db
        .updateTable('documents')
        .set({ content: bytes, content_type: check.contentType, size: bytes.length, updated_at: new Date() })
        .where('id', '=', doc.id)
        .where('organization_id', '=', ctx.orgId)
        .returning(DOCUMENT_COLUMNS)
        .executeTakeFirstOrThrow();
      await ctx.audit('document.uploaded', { type: 'document', id: doc.id }, { fileName: file.filename, size: bytes.length, contentType: check.contentType });
      return { status: 200, body: toDocument(row) };
    },
  }),
  route({
    operationId: 'getDocumentObject',
    access: 'read:document',
    async handler({ ctx, params, reply }) {
      const doc = await ownDocument(ctx, params.documentId);
      if (!doc.content_type) throw notFound('The document has no file yet', 'Upload its file first.');
      const responseURL = `/api/${ctx.environment === 'live' ? 'live' : 'sandbox'}/documents/${encodeURIComponent(doc.id)}/content`;
      return reply.code(302).header('location', responseURL).type('application/json; charset=utf-8').send({ responseURL });
    },
  }),
  route({
    operationId: 'getDocumentContent',
    access: 'read:document',
    async handler({ ctx, params, reply }) {
      const doc = await ownDocument(ctx, params.documentId);
      const row = await ctx.db.selectFrom('documents').select(['content', 'content_type']).where('id', '=', doc.id).where('organization_id', '=', ctx.orgId).executeTakeFirstOrThrow();
      if (!row.content || !row.content_type) throw notFound('The document has no file yet', 'Upload its file first.');
      return reply
        .code(200)
        .header('content-type', row.content_type)
        .header('content-disposition', `attachment; filename="${safeFileName(doc.name, doc.extension)}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(row.content));
    },
  }),
];
