import { CATALOGUE, fillStatus } from '@talhao/schema';
import { uploadFile } from '@/app/upload';

/** The BFF route that sends an offer's image to consultantConsultancyApi/picture-update/{id}. */
export const offerImageUploadUrl = (id: string) => `/uploads/consultancy-image/${encodeURIComponent(id)}`;

function bodyMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return null;
}

/**
 * Sends the image of a saved offer. Resolves to null when it went through, or to the warning to
 * show: the offer is saved either way, so a failed image never undoes the save.
 */
export async function uploadOfferImage(
  offerId: string,
  file: File,
  onProgress: (ratio: number) => void,
): Promise<string | null> {
  try {
    const result = await uploadFile(offerImageUploadUrl(offerId), file, onProgress);
    if (result.ok) return null;
    return bodyMessage(result.body) ?? fillStatus(CATALOGUE.offerImage.other, result.status);
  } catch (err) {
    return fillStatus(CATALOGUE.offerImage.other, err instanceof Error && err.message ? err.message : 'rede');
  }
}
