import { COMMON } from '@talhao/schema';
import type { FastifyRequest } from 'fastify';
import type { FixtureContext } from '../../http/context';
import { HttpError } from '../../http/errors';
import { readSingleFile } from '../../http/multipart';
import type { FamilyRouter, RouteOptions } from '../../http/routing';
import { deleteUpload, saveUpload, sniffImage } from './uploads';

/** The image just stored for a record: its public URL and the name the client gave the file. */
export interface StoredImage {
  url: string;
  originalName: string;
}

export interface EntityImageOptions<R> {
  /** The record the picture belongs to; throws (404) before the file is read. */
  find: (request: FastifyRequest) => R;
  /** URL of the record's current picture, deleted once the new one is stored. */
  currentUrl: (record: R) => string | null | undefined;
  /** Points the record at the new picture and returns the payload the route answers with (201). */
  setImage: (record: R, image: StoredImage) => unknown;
}

/**
 * The one entity-image upload of the provider API (offers, trainings, adverts, profile pictures):
 * `POST <family><subPath>` with one multipart file in the field `file` (≤ 3 MB, PNG or JPEG by its
 * bytes). 404 when the record is not the caller's, 400 without a file or with an empty one, 413 above
 * the size limit, 415 for any other type; otherwise the file is stored (owned by the caller), the
 * record's previous picture deleted, and the record's payload answered with 201.
 */
export function entityImageRoute<R>(
  router: FamilyRouter,
  subPath: string,
  access: RouteOptions,
  ctx: Pick<FixtureContext, 'store' | 'files' | 'now'>,
  options: EntityImageOptions<R>,
): void {
  router.post(subPath, access, async (request, reply) => {
    const record = options.find(request);
    const file = await readSingleFile(request);
    const image = sniffImage(file.bytes);
    if (!image) throw new HttpError(415, COMMON.pictureTypes);
    const url = await saveUpload(ctx.store, ctx.files, ctx.now(), {
      bytes: file.bytes,
      ...image,
      originalName: file.filename,
      ownerId: request.auth?.user?._id ?? null,
    });
    await deleteUpload(ctx.store, ctx.files, options.currentUrl(record));
    return reply.code(201).send(options.setImage(record, { url, originalName: file.filename }));
  });
}
