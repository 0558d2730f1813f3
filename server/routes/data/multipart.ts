import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import { assertSafeText } from '../../safeText';

/**
 * Reads the one file of a multipart/form-data request from `field`, at most `maxBytes`; a
 * missing file, another field or an oversized file is a 400 (nothing has been stored yet).
 */
export async function readUpload(request: FastifyRequest, field: string, maxBytes: number): Promise<{ file: MultipartFile; bytes: Buffer }> {
  const sizeText = `${Math.round(maxBytes / 1024 / 1024)} MB`;
  if (!request.isMultipart()) throw badRequest(`Send the file as multipart/form-data in the field "${field}"`);
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    throw badRequest('The upload could not be read', (error as Error).message);
  }
  if (!file || file.fieldname !== field) throw badRequest(`Send the file in the field "${field}"`);
  assertSafeText(file.filename, 'the file name');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(`The file is larger than ${sizeText}`);
    throw badRequest('The upload could not be read', (error as Error).message);
  }
  if (file.file.truncated) throw badRequest(`The file is larger than ${sizeText}`);
  return { file, bytes };
}
