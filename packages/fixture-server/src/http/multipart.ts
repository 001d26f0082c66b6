import { COMMON } from '@talhao/schema';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors';

export const FILE_FIELD = 'file';
export const FILE_TOO_LARGE = COMMON.fileTooLarge;

export interface ReceivedFile {
  bytes: Buffer;
  filename: string;
  mimetype: string;
}

/** Reads the one file of a multipart request (field `file`, ≤ 3 MB): 400 when absent, 413 when too large. */
export async function readSingleFile(request: FastifyRequest): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw badRequest('Envie o arquivo como multipart/form-data no campo "file"');
  const part = await request.file();
  if (!part || part.fieldname !== FILE_FIELD) throw badRequest('Nenhum arquivo enviado no campo "file"');
  try {
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw badRequest('O arquivo enviado está vazio');
    return { bytes, filename: part.filename, mimetype: part.mimetype };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, FILE_TOO_LARGE);
    throw error;
  }
}

/**
 * A document upload: the text fields sent before the file (`name=value` parts, the last of a repeated name
 * wins) and the one file in field `file`. Fields after the file are not read: send them first.
 */
export async function readFileWithFields(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: ReceivedFile }> {
  if (!request.isMultipart()) throw badRequest('Envie o arquivo como multipart/form-data no campo "file"');
  const part = await request.file();
  if (!part || part.fieldname !== FILE_FIELD) throw badRequest('Nenhum arquivo enviado no campo "file"');
  const fields: Record<string, string> = {};
  for (const [name, entry] of Object.entries(part.fields)) {
    const last = Array.isArray(entry) ? entry.at(-1) : entry;
    if (last && last.type === 'field' && typeof last.value === 'string') fields[name] = last.value;
  }
  try {
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw badRequest('O arquivo enviado está vazio');
    return { fields, file: { bytes, filename: part.filename, mimetype: part.mimetype } };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, FILE_TOO_LARGE);
    throw error;
  }
}
