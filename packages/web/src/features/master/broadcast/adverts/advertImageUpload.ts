import { CATALOGUE, fillStatus } from '@talhao/schema';
import { errorMessage } from '@/app/errors';
import { uploadFile } from '@/app/upload';

/** The BFF route that streams an advert's image to masterAdvertsApi/picture-update/{id}. */
export const advertImageUploadUrl = (id: string) => `/uploads/advert-image/${encodeURIComponent(id)}`;

/** Spec 000 §9: the advert image is shown 186 px wide, its height 1.623 times the width. */
export const ADVERT_IMAGE_WIDTH = 186;
export const ADVERT_IMAGE_HEIGHT_RATIO = 1.623;

function bodyMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return null;
}

/**
 * Sends the image of a saved advert. Resolves to null when it went through, or to the warning to
 * show: the advert itself is saved either way, so a failed image never undoes the save.
 */
export async function uploadAdvertImage(
  advertId: string,
  file: File,
  onProgress: (ratio: number) => void,
): Promise<string | null> {
  try {
    const result = await uploadFile(advertImageUploadUrl(advertId), file, onProgress);
    if (result.ok) return null;
    return bodyMessage(result.body) ?? fillStatus(CATALOGUE.advertImage.other, result.status);
  } catch (err) {
    // uploadFile rejects only on a network failure, with a pt-BR reason ('Falha de rede ao enviar o arquivo').
    return fillStatus(
      CATALOGUE.advertImage.other,
      err instanceof Error && err.message ? err.message : errorMessage(err),
    );
  }
}
