import {
  CATALOGUE,
  type CatalogueOperation,
  COMMON,
  DOCUMENT_MESSAGES,
  type ErrorCode,
  type FamilyName,
  messageFor,
  type OperationMessages,
  type WebRole,
} from '@talhao/schema';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { publicFileUrl } from '../files';
import type { Services } from '../services';
import type { SessionUser } from '../session';

/**
 * Where one kind of upload goes and how its outcome is worded: what the uploads plugin serves. Two kinds share
 * the plugin's one streaming path (plugins/uploads.ts): an *image* (PNG or JPEG by content, alone in the body),
 * built by imageTarget(), and a *document* (PDF, PNG or JPEG by content, after a few text fields the BFF checks
 * first), built by documentTarget(). Each domain contributes only its part (family, sub-path, who may upload,
 * its texts and record), and server.ts hands the targets to the plugin, so the plugin never imports a domain.
 */
export interface UploadTarget {
  /** Route segment and log name, e.g. 'training-image' (POST /uploads/training-image/:id). */
  name: string;
  /** The route's one parameter (`/:id`, `/:farmerId`), or none (the own photo). */
  param?: string;
  /** What the file may be: 'image' PNG/JPEG; 'document' PDF/PNG/JPEG (always by its first bytes). */
  kind: UploadKind;
  /** Roles that may upload it; anyone else gets FORBIDDEN. Absent: any signed-in user. */
  roles?: readonly WebRole[];
  /**
   * Checks the text fields that came before the file (and whatever the record needs, e.g. that the farmer is
   * the uploader's) before one byte is streamed: the fields to forward, in order, or the refusal. Absent: the
   * file travels alone and any field is ignored.
   */
  prepare?(request: FastifyRequest, user: SessionUser, fields: Readonly<Record<string, string>>): Promise<Prepared>;
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

export type UploadKind = 'image' | 'document';

/** The BFF's own refusals of a file, by kind: no file, or content of another type. */
export const UPLOAD_TEXTS: Readonly<Record<UploadKind, { rejected: string; types: string }>> = {
  image: { rejected: COMMON.imageRejected, types: COMMON.pictureTypes },
  document: { rejected: DOCUMENT_MESSAGES.rejected, types: DOCUMENT_MESSAGES.types },
};

/** What prepare() decided: forward these fields, or refuse with this status, code and text. */
export type Prepared =
  | { ok: true; fields: ReadonlyArray<readonly [string, string]> }
  | { ok: false; status: number; code: ErrorCode; message: string; fieldErrors?: Record<string, string> };

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

/** The route parameter's value, for the provider path. */
const paramOf = (request: FastifyRequest, name: string) =>
  encodeURIComponent((request.params as Record<string, string>)[name] ?? '');

/**
 * The one path of an image upload: streamed to `{family}{path}[/{id}]` of the family the uploader's
 * role writes through; the provider answers the record, whose image URL becomes `/files/...`.
 */
export function imageTarget<R>(services: Services, spec: ImageTargetSpec<R>): UploadTarget {
  const texts = CATALOGUE[spec.operation];
  const byId = spec.of === 'record';
  return {
    name: spec.name,
    kind: 'image',
    ...(byId ? { param: 'id' } : {}),
    ...(spec.roles ? { roles: spec.roles } : {}),
    upstreamPath: (request, user) => {
      const id = byId ? `/${paramOf(request, 'id')}` : '';
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

/** What a domain says about one kind of document (a lab analysis, later a monitoring post or a report item). */
interface DocumentTargetSpec<F extends z.ZodType, R> {
  /** Route segment, e.g. 'lab-analysis' (POST /uploads/lab-analysis/:farmerId). */
  name: string;
  /** The route's parameter, appended to the provider path. */
  param: string;
  roles: readonly WebRole[];
  /** The family the uploader's role writes through. */
  family(user: SessionUser): FamilyName;
  /** Path inside the family ('' for the family root); the parameter's value is appended. */
  path: string;
  /** The text fields' rules (the web form's shared schema), built per upload (a rule may read the clock). */
  fields(): F;
  /**
   * What else must hold before streaming (e.g. the farmer is the uploader's and the property the farmer's),
   * with the uploader's session; null when it does.
   */
  check?(
    request: FastifyRequest,
    user: SessionUser,
    values: z.output<F>,
  ): Promise<Extract<Prepared, { ok: false }> | null>;
  /** The checked values in the provider's field names and order. */
  upstreamFields(values: z.output<F>): ReadonlyArray<readonly [string, string]>;
  /** Success text and the texts of the provider's statuses. */
  messages: OperationMessages;
  /** The provider's answer and what the route answers from it. */
  record: z.ZodType<R>;
  reply(record: R, message: string): object;
}

/** The first message per field of a failed parse ({name: 'Insira o nome…'}). */
function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The one path of a document upload: the text fields are checked with the domain's zod schema (and its
 * `check`) before the file is read any further, then fields and file are streamed to
 * `{family}{path}/{param}` of the uploader's family; the BFF's own refusals read as they are.
 */
export function documentTarget<F extends z.ZodType, R>(
  services: Services,
  spec: DocumentTargetSpec<F, R>,
): UploadTarget {
  return {
    name: spec.name,
    kind: 'document',
    param: spec.param,
    roles: spec.roles,
    prepare: async (request, user, fields) => {
      const parsed = spec.fields().safeParse(fields);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error);
        const message = Object.values(fieldErrors)[0] ?? UPLOAD_TEXTS.document.rejected;
        return { ok: false, status: 400, code: 'BAD_USER_INPUT', message, fieldErrors };
      }
      const refusal = spec.check ? await spec.check(request, user, parsed.data) : null;
      return refusal ?? { ok: true, fields: spec.upstreamFields(parsed.data) };
    },
    upstreamPath: (request, user) =>
      services.upstream.familyPath(spec.family(user), `${spec.path}/${paramOf(request, spec.param)}`),
    failureMessage: (status, local) => local ?? messageFor(spec.messages, status).message,
    answer: (body) => {
      const parsed = spec.record.safeParse(body);
      return parsed.success ? spec.reply(parsed.data, spec.messages.success ?? COMMON.genericOperationSuccess) : null;
    },
  };
}
