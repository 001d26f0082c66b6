import { COMMON, LIMITS, PROFILE_PICTURE_TYPES } from '@talhao/schema';

/** The file input's `accept`, from the shared list (spec: profile photo png or jpeg only). */
export const PICTURE_ACCEPT = PROFILE_PICTURE_TYPES.join(',');

/**
 * Why a chosen profile photo cannot be sent, or null when it can. Checked in the browser so the
 * user learns at once; the BFF checks the type again by content.
 */
export function pictureFileProblem(file: File): string | null {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) return COMMON.imageRejected;
  if (file.size > LIMITS.uploadMaxBytes) return COMMON.fileTooLarge;
  return null;
}
