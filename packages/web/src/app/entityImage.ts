import { CATALOGUE, COMMON, fillStatus, LIMITS, PROFILE_PICTURE_TYPES } from '@talhao/schema';
import { errorMessage } from './errors';
import { uploadFile } from './upload';

/**
 * The one path of an image in the web: which files may be chosen, where each record's image is sent
 * (the BFF's upload routes, which stream it to the role's picture-update call) and what a failed send
 * says. Offers, trainings and adverts send theirs after the record is saved (useRecordFormFlow); the
 * profile photo is sent at once (ProfilePhoto).
 */

/** The file input's `accept`, from the shared list (PNG or JPEG). */
export const PICTURE_ACCEPT = PROFILE_PICTURE_TYPES.join(',');

/**
 * Why a chosen image cannot be sent, or null when it can. Checked in the browser so the user learns
 * at once; the BFF checks the type again by content.
 */
export function pictureFileProblem(file: File): string | null {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) return COMMON.imageRejected;
  if (file.size > LIMITS.uploadMaxBytes) return COMMON.fileTooLarge;
  return null;
}

/** The BFF route of the signed-in user's profile photo. */
export const PROFILE_PICTURE_UPLOAD_URL = '/uploads/profile-picture';

/** Records with an image of their own, by the BFF route that receives it and the catalogue entry of a failure. */
const ENTITY_IMAGES = {
  offer: { route: 'consultancy-image', failure: CATALOGUE.offerImage.other },
  training: { route: 'training-image', failure: CATALOGUE.trainingImage.other },
  advert: { route: 'advert-image', failure: CATALOGUE.advertImage.other },
} as const;

export type EntityImageKind = keyof typeof ENTITY_IMAGES;

export const entityImageUploadUrl = (kind: EntityImageKind, id: string) =>
  `/uploads/${ENTITY_IMAGES[kind].route}/${encodeURIComponent(id)}`;

/** A message from the upload route's JSON body, if it sent one. */
export function uploadBodyMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return null;
}

/**
 * Sends the image of a saved record. Resolves to null when it went through, or to the warning to
 * show: the record is saved either way, so a failed image never undoes the save.
 */
export async function uploadEntityImage(
  kind: EntityImageKind,
  id: string,
  file: File,
  onProgress: (ratio: number) => void,
): Promise<string | null> {
  const { failure } = ENTITY_IMAGES[kind];
  try {
    const result = await uploadFile(entityImageUploadUrl(kind, id), file, onProgress);
    if (result.ok) return null;
    return uploadBodyMessage(result.body) ?? fillStatus(failure, result.status);
  } catch (err) {
    // uploadFile rejects only on a network failure, with a pt-BR reason ('Falha de rede ao enviar o arquivo').
    return fillStatus(failure, err instanceof Error && err.message ? err.message : errorMessage(err));
  }
}
