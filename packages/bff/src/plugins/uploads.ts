import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  CATALOGUE,
  COMMON,
  codeForStatus,
  LIMITS,
  messageFor,
  PROFILE_FAMILY,
  PROFILE_PATHS,
  upstreamProfileSchema,
} from '@talhao/schema';
import type { FastifyInstance } from 'fastify';
import { publicFileUrl } from '../files';
import type { Services } from '../services';
import { SessionAccess } from '../session';
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

/** A one-file multipart body, streamed: preamble, the bytes already read, the rest of the upload, epilogue. */
async function* multipartBody(
  boundary: string,
  filename: string,
  contentType: string,
  head: Buffer,
  rest: AsyncIterator<Buffer>,
): AsyncGenerator<Buffer> {
  const safeName = filename.replace(/["\r\n\\]/g, '_') || 'foto';
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${safeName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  yield head;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

const isTooLarge = (error: unknown) =>
  Boolean(error && typeof error === 'object' && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE');

/**
 * POST /uploads/profile-picture: one multipart `file` (≤ 3 MB, PNG or JPEG by content) streamed to
 * `{profileApi}/picture-update` of the session's role. Answers `{pictureUrl, message}` or `{code, message}`.
 */
export async function uploadsPlugin(app: FastifyInstance, { services }: { services: Services }) {
  const { config, upstream } = services;
  await app.register(multipart, { limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 5, parts: 6 } });

  app.post('/uploads/profile-picture', async (request, reply) => {
    if (request.headers[UPLOAD_CSRF_HEADER] !== '1') {
      return sendError(reply, 403, 'FORBIDDEN', COMMON.forbidden);
    }
    const session = new SessionAccess(request, config.sessionTtlHours, services.now);
    const user = session.get();
    if (!user) return sendError(reply, 401, 'UNAUTHENTICATED', COMMON.sessionExpired);
    const declaredLength = Number(request.headers['content-length'] ?? 0);
    if (declaredLength > LIMITS.uploadMaxBytes + 64 * 1024) {
      return sendError(reply, 413, 'BAD_USER_INPUT', COMMON.fileTooLarge);
    }
    if (!request.isMultipart()) return sendError(reply, 400, 'BAD_USER_INPUT', COMMON.imageRejected);

    let file: Awaited<ReturnType<typeof request.file>>;
    try {
      file = await request.file();
    } catch (error) {
      if (isTooLarge(error)) return sendError(reply, 413, 'BAD_USER_INPUT', COMMON.fileTooLarge);
      return sendError(reply, 400, 'BAD_USER_INPUT', COMMON.imageRejected);
    }
    if (file?.fieldname !== 'file') return sendError(reply, 400, 'BAD_USER_INPUT', COMMON.imageRejected);

    let head: Buffer;
    let rest: AsyncIterator<Buffer>;
    try {
      ({ head, rest } = await peek(file.file, 12));
    } catch (error) {
      if (isTooLarge(error)) return sendError(reply, 413, 'BAD_USER_INPUT', COMMON.fileTooLarge);
      return sendError(reply, 400, 'BAD_USER_INPUT', COMMON.imageRejected);
    }
    const type = sniffImageType(head);
    if (!type) {
      file.file.resume();
      return sendError(reply, 415, 'BAD_USER_INPUT', COMMON.pictureTypes);
    }

    const boundary = `----talhao-${randomUUID()}`;
    let tooLarge = false;
    const guarded = (async function* () {
      try {
        yield* multipartBody(boundary, file.filename, type, head, rest);
      } catch (error) {
        tooLarge = isTooLarge(error);
        throw error;
      }
    })();
    let response: Awaited<ReturnType<typeof upstream.send>>;
    try {
      response = await upstream.send({
        path: upstream.familyPath(PROFILE_FAMILY[user.role], PROFILE_PATHS.pictureUpdate),
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
        body: guarded,
        jwt: user.jwt,
        metrics: request.upstreamMetrics,
        log: request.log,
        requestId: request.id,
      });
    } catch (error) {
      if (tooLarge || file.file.truncated) return sendError(reply, 413, 'BAD_USER_INPUT', COMMON.fileTooLarge);
      request.log.error({ err: String(error) }, 'profile picture upload failed');
      return sendError(reply, 503, 'UPSTREAM_UNAVAILABLE', COMMON.upstreamUnavailable);
    }
    if (tooLarge || file.file.truncated) {
      await response.body.dump();
      return sendError(reply, 413, 'BAD_USER_INPUT', COMMON.fileTooLarge);
    }

    const text = await response.body.text();
    if (response.statusCode === 401) {
      session.destroy();
      return sendError(reply, 401, 'UNAUTHENTICATED', COMMON.sessionExpired);
    }
    if (response.statusCode < 200 || response.statusCode >= 300) {
      const { message } = messageFor(CATALOGUE.updatePicture, response.statusCode);
      const status = response.statusCode >= 500 ? 502 : response.statusCode;
      return sendError(reply, status, codeForStatus(response.statusCode), message);
    }
    let profile: ReturnType<typeof upstreamProfileSchema.parse>;
    try {
      profile = upstreamProfileSchema.parse(JSON.parse(text));
    } catch {
      request.log.error(
        { path: PROFILE_PATHS.pictureUpdate, role: user.role },
        'upstream picture answer does not match its schema',
      );
      return sendError(reply, 502, 'UPSTREAM_INVALID_RESPONSE', COMMON.upstreamInvalid);
    }
    return reply.send({
      pictureUrl: publicFileUrl(profile.profilePicture?.url),
      message: CATALOGUE.updatePicture.success,
    });
  });
}
