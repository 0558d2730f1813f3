import type { Kysely, Selectable } from 'kysely';
import type { components } from '~/contract';
import type { Database } from '../db/schema';
import type { DocumentsTable } from '../db/tables/data';

type Environment = 'test' | 'live';
type Extension = DocumentsTable['extension'];

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** The content type stored for each accepted kind of file. */
const CONTENT_TYPES: Record<'png' | 'jpeg' | 'pdf' | 'csv', string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  csv: 'text/csv',
};

const kindOfExtension = (ext: string): keyof typeof CONTENT_TYPES | null => {
  const e = ext.toLowerCase();
  if (e === 'jpg' || e === 'jpeg') return 'jpeg';
  return e === 'png' || e === 'pdf' || e === 'csv' ? e : null;
};

/** What the bytes are, by their signature (csv: text without NUL bytes), or null. */
export function sniffDocument(bytes: Uint8Array): keyof typeof CONTENT_TYPES | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  if (bytes.length > 0 && !bytes.includes(0)) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      return 'csv';
    } catch {
      return null;
    }
  }
  return null;
}

export type DocumentCheck = { ok: true; contentType: string } | { ok: false; message: string; description: string };

/**
 * Accepts png, jpeg/jpg, pdf and csv files whose name, declared type and content agree, and
 * whose extension matches the document's; anything else is refused.
 */
export function checkDocumentFile(file: { filename: string; mimetype: string; bytes: Uint8Array }, documentExtension: Extension): DocumentCheck {
  const allowed = 'Upload a png, jpeg, jpg, pdf or csv file of at most 5 MB.';
  const fileExt = /\.([A-Za-z0-9]+)$/.exec(file.filename)?.[1] ?? '';
  const kind = kindOfExtension(fileExt);
  if (!kind) return { ok: false, message: 'Invalid file format', description: allowed };
  if (file.bytes.length === 0) return { ok: false, message: 'The file is empty', description: allowed };
  const expected = kindOfExtension(documentExtension);
  if (kind !== expected) return { ok: false, message: `The file is not a ${documentExtension} file`, description: `This document was created with the extension ${documentExtension}.` };
  const sniffed = sniffDocument(file.bytes);
  if (sniffed !== kind) return { ok: false, message: `The file's content is not ${kind === 'jpeg' ? 'a jpeg image' : `a ${kind} file`}`, description: allowed };
  return { ok: true, contentType: CONTENT_TYPES[kind] };
}

export function toDocument(row: Omit<Selectable<DocumentsTable>, 'content'>): components['schemas']['Document'] {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    extension: row.extension,
    metadata: row.tag === null ? {} : { tag: row.tag },
    status: row.content_type ? 'UPLOADED' : 'CREATED',
    contentType: row.content_type,
    size: row.size,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export const DOCUMENT_COLUMNS = ['id', 'organization_id', 'environment', 'type', 'name', 'extension', 'tag', 'content_type', 'size', 'created_by', 'created_at', 'updated_at'] as const;

export function findDocument(db: Kysely<Database>, orgId: string, environment: Environment, id: string) {
  return db.selectFrom('documents').select(DOCUMENT_COLUMNS).where('id', '=', id).where('organization_id', '=', orgId).where('environment', '=', environment).executeTakeFirst();
}

/** The kinds of file the hosted flow takes for document and selfie inputs. */
const HOSTED_KINDS = new Set<keyof typeof CONTENT_TYPES>(['png', 'jpeg', 'pdf']);

/**
 * Checks a file the end user gave in the hosted flow: an image (png, jpeg) or a pdf, by its
 * content (a camera capture may carry no usable name), whose declared type, when it names one of
 * these, agrees.
 */
export function checkHostedFile(file: { mimetype: string; bytes: Uint8Array }): { ok: true; kind: 'png' | 'jpeg' | 'pdf'; contentType: string } | { ok: false; message: string; description: string } {
  const allowed = 'Upload a photo (png or jpeg) or a pdf of at most 5 MB.';
  if (file.bytes.length === 0) return { ok: false, message: 'The file is empty', description: allowed };
  const sniffed = sniffDocument(file.bytes);
  if (!sniffed || !HOSTED_KINDS.has(sniffed)) return { ok: false, message: 'Invalid file format', description: allowed };
  const declared = Object.entries(CONTENT_TYPES).find(([, type]) => type === file.mimetype.toLowerCase())?.[0];
  if (declared && declared !== sniffed) return { ok: false, message: `The file's content is not ${declared === 'jpeg' ? 'a jpeg image' : `a ${declared} file`}`, description: allowed };
  const kind = sniffed as 'png' | 'jpeg' | 'pdf';
  return { ok: true, kind, contentType: CONTENT_TYPES[kind] };
}

/** Stores an uploaded file as a document of the environment, in one write; answers its id. */
export async function insertUploadedDocument(
  db: Kysely<Database>,
  values: { id: string; orgId: string; environment: Environment; type: string; name: string; extension: Extension; contentType: string; bytes: Buffer; createdBy: string },
): Promise<string> {
  const row = await db
    .insertInto('documents')
    .values({
      id: values.id,
      organization_id: values.orgId,
      environment: values.environment,
      type: values.type,
      name: values.name,
      extension: values.extension,
      tag: null,
      created_by: values.createdBy,
      content: values.bytes,
      content_type: values.contentType,
      size: values.bytes.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
