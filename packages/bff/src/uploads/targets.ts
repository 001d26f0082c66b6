import { CATALOGUE, type CatalogueOperation, type FamilyName, messageFor, type WebRole } from '@talhao/schema';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { publicFileUrl } from '../files';
import type { Services } from '../services';
import type { SessionUser } from '../session';

/**
 * Where one kind of image goes and how its outcome is worded: what the uploads plugin serves. Every
 * target is built by imageTarget() below (the one entity-image path); each domain contributes only its
 * part (family, sub-path, who may upload, its catalogue entry and record), and server.ts hands the targets
 * to the plugin, so the plugin never imports a domain.
 */
export interface ImageUploadTarget {
  /** Route segment and log name, e.g. 'training-image' (POST /uploads/training-image/:id). */
  name: string;
  /** Whether the route takes the record's id (`/:id`): every entity image does, the own photo does not. */
  byId: boolean;
  /** Roles that may upload it; anyone else gets FORBIDDEN. Absent: any signed-in user. */
  roles?: readonly WebRole[];
  /** Absolute provider path the file is streamed to. */
  upstreamPath(request: FastifyRequest, user: SessionUser): string;
  /**
   * Text of a failure with this status: `local` is the BFF's own text when the BFF refused the
   * file or could not reach the provider; absent when the provider answered the status.
   */
  failureMessage(status: number, local?: string): string;
  /** The success JSON from the provider's 2xx body; null when the body does not match its schema. */
  answer(body: unknown): object | null;
}

/** Catalogue entries of the images: a success text and the failures of each status. */
type ImageOperation = Extract<CatalogueOperation, 'offerImage' | 'advertImage' | 'trainingImage' | 'updatePicture'>;

/** What a domain says about one kind of image. */
interface ImageTargetSpec<R> {
  /** Route segment, e.g. 'training-image'. */
  name: string;
  /**
   * 'record': the image of a record saved just before (an offer, an advert, a training), at `/:id`;
   * every failure reads as "the record was saved, but its image was not" (the catalogue entry's text for
   * the status), and the answer is `{imageUrl, message}`. 'self': the signed-in user's own photo, no id;
   * the BFF's own refusals (too large, not an image, provider unreachable) read as they are, and the
   * answer is `{pictureUrl, message}`.
   */
  of: 'record' | 'self';
  /** Who may upload it (absent: any signed-in user). */
  roles?: readonly WebRole[];
  /** The family the uploader's role writes through. */
  family(user: SessionUser): FamilyName;
  /** Path inside the family (`/picture-update`); a record's id is appended. */
  path: string;
  operation: ImageOperation;
  /** The provider's answer: the saved record. */
  record: z.ZodType<R>;
  /** The stored image's provider URL in that record. */
  url(record: R): string | null | undefined;
}

/**
 * The one path of an image upload: streamed to `{family}{path}[/{id}]` of the family the uploader's
 * role writes through; the provider answers the record, whose image URL becomes `/files/...`.
 */
export function imageTarget<R>(services: Services, spec: ImageTargetSpec<R>): ImageUploadTarget {
  const texts = CATALOGUE[spec.operation];
  const byId = spec.of === 'record';
  return {
    name: spec.name,
    byId,
    ...(spec.roles ? { roles: spec.roles } : {}),
    upstreamPath: (request, user) => {
      const id = byId ? `/${encodeURIComponent((request.params as { id: string }).id)}` : '';
      return services.upstream.familyPath(spec.family(user), `${spec.path}${id}`);
    },
    failureMessage: (status, local) => (byId ? undefined : local) ?? messageFor(texts, status).message,
    answer: (body) => {
      const parsed = spec.record.safeParse(body);
      if (!parsed.success) return null;
      const url = publicFileUrl(spec.url(parsed.data));
      return byId ? { imageUrl: url, message: texts.success } : { pictureUrl: url, message: texts.success };
    },
  };
}
