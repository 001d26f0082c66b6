import { CATALOGUE } from '@talhao/schema';

/**
 * The message of a Google sign-in that failed before reaching the BFF. A module of its own, imported when that
 * happens: the sign-in page does not carry the whole error catalogue for one rare message.
 */
export const GOOGLE_SIGN_IN_FAILED = CATALOGUE.googleSignIn.other;
