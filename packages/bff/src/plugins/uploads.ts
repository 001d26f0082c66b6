import { randomUUID } from 'node:crypto';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { COMMON, codeForStatus, type DocumentType, LIMITS, sniffDocumentType } from '@talhao/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { SessionAccess } from '../session';
import { UPLOAD_TEXTS, type UploadKind, type UploadTarget } from '../uploads/targets';
import { sendError } from './http-errors';

/** Header a same-origin script sets; a cross-site HTML form cannot, so it is the uploads' CSRF guard. */
export const UPLOAD_CSRF_HEADER = 'x-talhao-upload';

/** The picture type from the first bytes (magic numbers), whatever the client claimed. */
export function sniffImageType(head: Buffer): 'image/png' | 'image/jpeg' | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Reads until `size` bytes are buffered; returns them and the iterator positioned after them. */
async function peek(source: AsyncIterable<Buffer>, size: number) {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(chunks), rest: iterator };
}

/**
 * The name sent to the provider: the client's base name reduced to letters, digits, spaces, `-`
 * and `_` (no directories, dots, `%`, quotes or control characters) plus the extension of the
 * sniffed type, so a provider that keeps names can neither be steered out of its directory nor
 * store `pagina.html`.
 */
export function forwardedFileName(clientName: string, type: DocumentType): string {
  const base = clientName.split(/[/\\]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} _-]+/gu, '_')
    .replace(/^[\s_-]+|[\s_-]+$/g, '')
    .slice(0, 80);
  if (type === 'application/pdf') return `${stem || 'arquivo'}.pdf`;
  return `${stem || 'foto'}.${type === 'image/png' ? 'png' : 'jpg'}`;
}

/** The file's type by its first bytes, if the target's kind accepts it. */
export function sniffUploadType(kind: UploadKind, head: Buffer): DocumentType | null {
  return kind === 'image' ? sniffImageType(head) : sniffDocumentType(head);
}

/** `name="…"` of a text part: the field names are the target's own, quoted as RFC 7578 says. */
const quotedName = (name: string) => name.replace(/[\r\n"]/g, (c) => encodeURIComponent(c));

/**
 * A multipart body, streamed: the checked text fields, then the file's preamble, the bytes already read, the
 * rest of the upload and the epilogue.
 */
async function* multipartBody(
  boundary: string,
  fields: ReadonlyArray<readonly [string, string]>,
  filename: string,
  contentType: DocumentType,
  head: Buffer,
  rest: AsyncIterator<Buffer>,
): AsyncGenerator<Buffer> {
  for (const [name, value] of fields) {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${quotedName(name)}"\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${value}\r\n`,
    );
  }
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${forwardedFileName(filename, contentType)}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  yield head;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

const isTooLarge = (error: unknown) =>
  Boolean(error && typeof error === 'object' && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE');

/**
 * One upload, streamed: the text fields before the file (a document's; checked by the target before any byte
 * of the file is read further), then one multipart `file` (≤ 3 MB; PNG/JPEG for an image, PDF/PNG/JPEG for a
 * document, by content) sent on to the target's provider path with the session's token. Answers the target's
 * success JSON, or `{code, message}` (and `fields`, the first text per field, when the fields were refused).
 */
async function streamUpload(services: Services, target: UploadTarget, request: FastifyRequest, reply: FastifyReply) {
  const { config, upstream } = services;
  if (request.headers[UPLOAD_CSRF_HEADER] !== '1') {
    return sendError(reply, 403, 'FORBIDDEN', COMMON.forbidden);
  }
  const session = new SessionAccess(request, config.sessionTtlHours, services.now);
  const user = session.get();
  if (!user) return sendError(reply, 401, 'UNAUTHENTICATED', COMMON.sessionExpired);
  if (target.roles && !target.roles.includes(user.role)) return sendError(reply, 403, 'FORBIDDEN', COMMON.forbidden);

  const texts = UPLOAD_TEXTS[target.kind];
  const fail = (status: number, local: string, code = codeForStatus(status)) =>
    sendError(reply, status, code, target.failureMessage(status, local));
  const tooLarge413 = () => fail(413, COMMON.fileTooLarge);

  const declaredLength = Number(request.headers['content-length'] ?? 0);
  if (declaredLength > LIMITS.uploadMaxBytes + 64 * 1024) return tooLarge413();
  if (!request.isMultipart()) return fail(400, texts.rejected);

  // Parts in the order sent: a document's text fields must come before the file, since what follows the file is
  // never read (a field sent late is missing here and refused with its own required text).
  let file: MultipartFile | undefined;
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts()[Symbol.asyncIterator]();
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part = next.value;
      if (part.type === 'file') {
        file = part;
        break;
      }
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    return isTooLarge(error) ? tooLarge413() : fail(400, texts.rejected);
  }
  if (file?.fieldname !== 'file') {
    file?.file.resume();
    return fail(400, texts.rejected);
  }

  let forward: ReadonlyArray<readonly [string, string]> = [];
  if (target.prepare) {
    const prepared = await target.prepare(request, user, fields);
    if (!prepared.ok) {
      file.file.resume();
      const body = {
        code: prepared.code,
        message: prepared.message,
        ...(prepared.fieldErrors ? { fields: prepared.fieldErrors } : {}),
      };
      return reply.code(prepared.status).type('application/json; charset=utf-8').send(body);
    }
    forward = prepared.fields;
  }

  let head: Buffer;
  let rest: AsyncIterator<Buffer>;
  try {
    ({ head, rest } = await peek(file.file, 12));
  } catch (error) {
    return isTooLarge(error) ? tooLarge413() : fail(400, texts.rejected);
  }
  const type = sniffUploadType(target.kind, head);
  if (!type) {
    file.file.resume();
    return fail(415, texts.types);
  }

  const boundary = `----talhao-${randomUUID()}`;
  let tooLarge = false;
  const guarded = (async function* () {
    try {
      yield* multipartBody(boundary, forward, file.filename, type, head, rest);
    } catch (error) {
      tooLarge = isTooLarge(error);
      throw error;
    }
  })();
  let response: Awaited<ReturnType<typeof upstream.send>>;
  try {
    response = await upstream.send({
      path: target.upstreamPath(request, user),
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
      body: guarded,
      jwt: user.jwt,
      metrics: request.upstreamMetrics,
      log: request.log,
      requestId: request.id,
    });
  } catch (error) {
    if (tooLarge || file.file.truncated) return tooLarge413();
    request.log.error({ err: String(error), upload: target.name }, 'upload failed');
    return fail(503, COMMON.upstreamUnavailable, 'UPSTREAM_UNAVAILABLE');
  }
  if (tooLarge || file.file.truncated) {
    await response.body.dump();
    return tooLarge413();
  }

  const text = await response.body.text();
  if (response.statusCode === 401) {
    session.destroy();
    return sendError(reply, 401, 'UNAUTHENTICATED', COMMON.sessionExpired);
  }
  if (response.statusCode < 200 || response.statusCode >= 300) {
    const status = response.statusCode >= 500 ? 502 : response.statusCode;
    return sendError(reply, status, codeForStatus(response.statusCode), target.failureMessage(response.statusCode));
  }
  let answer: object | null = null;
  try {
    answer = target.answer(JSON.parse(text));
  } catch {
    answer = null;
  }
  if (!answer) {
    request.log.error({ upload: target.name, role: user.role }, 'upstream upload answer does not match its schema');
    return fail(502, COMMON.upstreamInvalid, 'UPSTREAM_INVALID_RESPONSE');
  }
  return reply.send(answer);
}

/**
 * POST /uploads/profile-picture → `{pictureUrl, message}`; POST /uploads/advert-image/:id,
 * /uploads/consultancy-image/:id and /uploads/training-image/:id → `{imageUrl, message}`; POST
 * /uploads/lab-analysis/:farmerId (fields name, date, property, then the file) → `{id, message}`; any →
 * `{code, message}` on failure.
 */
export async function uploadsPlugin(
  app: FastifyInstance,
  { services, targets }: { services: Services; targets: readonly UploadTarget[] },
) {
  // A document's text fields are short (names, days, ids): 4 KB each, at most 8 of them before the file.
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 8, parts: 9, fieldSize: 4096 },
  });
  for (const target of targets) {
    app.post(`/uploads/${target.name}${target.param ? `/:${target.param}` : ''}`, (request, reply) =>
      streamUpload(services, target, request, reply),
    );
  }
}
