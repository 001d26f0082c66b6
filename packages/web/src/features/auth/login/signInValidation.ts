import { isCleanLine, LIMITS, SIGN_IN_MESSAGES } from '@talhao/schema';

/*
 * The sign-in form's checks by hand: the same rules and texts as @talhao/schema's signInSchema (a unit test
 * holds both to the same messages), without zod and the form library in the /login bundle.
 */

// zod 4's default `z.email()` pattern (zod/v4/core/regexes.js `email`), which signInSchema applies.
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface SignInFields {
  email: string;
  password: string;
}

export type SignInErrors = Partial<Record<keyof SignInFields, string>>;

/** The first message for the e-mail, as signInSchema reports it; undefined when valid. */
export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (email.length === 0) return SIGN_IN_MESSAGES.emailRequired;
  if (email.length > LIMITS.emailMax) return SIGN_IN_MESSAGES.emailMax;
  if (!EMAIL.test(email)) return SIGN_IN_MESSAGES.emailInvalid;
  return undefined;
}

/** The first message for the password, as signInSchema reports it; undefined when valid. */
export function passwordError(value: string): string | undefined {
  if (value.length === 0) return SIGN_IN_MESSAGES.passwordRequired;
  if (value.length < LIMITS.passwordMin) return SIGN_IN_MESSAGES.passwordMin;
  if (value.length > LIMITS.passwordMax) return SIGN_IN_MESSAGES.passwordMax;
  if (!isCleanLine(value)) return SIGN_IN_MESSAGES.controlCharacters;
  return undefined;
}

/** The values to send (the e-mail trimmed, as the schema outputs it) or the messages per field. */
export function validateSignIn(
  fields: SignInFields,
): { ok: true; values: SignInFields } | { ok: false; errors: SignInErrors } {
  const errors: SignInErrors = {};
  const email = emailError(fields.email);
  const password = passwordError(fields.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  if (email || password) return { ok: false, errors };
  return { ok: true, values: { email: fields.email.trim(), password: fields.password } };
}
