/*
 * Control characters in text, without zod: ./bounds builds its refinements on these, and the signed-out
 * pages' hand-written checks (the web's /login) use them directly.
 */

export const CONTROL_CHARACTERS_MESSAGE = 'O texto contém caracteres inválidos';

// C0 controls and DEL; line breaks and tabs are allowed only where text may span lines.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_ANY = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** True when a one-line text (names, titles) holds no control character. */
export const isCleanLine = (value: string): boolean => !CONTROL_ANY.test(value);
/** True when a multi-line text holds no control character but line breaks and tabs. */
export const isCleanText = (value: string): boolean => !CONTROL_BUT_LINES.test(value);
