import { CATALOGUE, type CatalogueOperation, type FamilyName, messageFor, type WebRole } from '@talhao/schema';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { publicFileUrl } from '../files';
import type { Services } from '../services';
import type { SessionUser } from '../session';

/**
 * Where one kind of image goes and how its outcome is worded. The uploads plugin streams to any
 * target it is given; each domain builds its own (server.ts hands them over), so the plugin never
 * imports a domain.
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

/** Catalogue entries of the entity images: a success text, and failures worded "saved, but its image was not". */
type EntityImageOperation = Extract<CatalogueOperation, 'offerImage' | 'advertImage' | 'trainingImage'>;

/**
 * The image of a record saved just before (an offer, an advert, a training): streamed to
 * `{family}/picture-update/{id}` of the family the uploader's role writes through; the provider
 * answers the record, whose `image.url` becomes `{imageUrl, message}`.
 */
export function entityImage(
  services: Services,
  options: {
    name: string;
    roles: readonly WebRole[];
    family(user: SessionUser): FamilyName;
    operation: EntityImageOperation;
    record: z.ZodType<{ image?: { url?: string | null } | null }>;
  },
): ImageUploadTarget {
  const texts = CATALOGUE[options.operation];
  return {
    name: options.name,
    byId: true,
    roles: options.roles,
    upstreamPath: (request, user) => {
      const { id } = request.params as { id: string };
      return services.upstream.familyPath(options.family(user), `/picture-update/${encodeURIComponent(id)}`);
    },
    failureMessage: (status) => messageFor(texts, status).message,
    answer: (body) => {
      const parsed = options.record.safeParse(body);
      if (!parsed.success) return null;
      return { imageUrl: publicFileUrl(parsed.data.image?.url), message: texts.success };
    },
  };
}
