import { LIMITS } from '../constants';
import { CONTROL_CHARACTERS_MESSAGE } from './text';

/**
 * The sign-in form's texts, apart from its zod schema: the signed-out pages validate by hand with these
 * (no zod in the /login bundle) and signInSchema uses the same constants, so both say the same thing.
 */
export const SIGN_IN_MESSAGES = {
  emailRequired: 'Insira o email',
  emailMax: `O email pode ter no máximo ${LIMITS.emailMax} caracteres`,
  emailInvalid: 'Email inválido',
  passwordRequired: 'Insira a senha',
  passwordMin: `A senha deve ter no mínimo ${LIMITS.passwordMin} caracteres`,
  passwordMax: `A senha pode ter no máximo ${LIMITS.passwordMax} caracteres`,
  controlCharacters: CONTROL_CHARACTERS_MESSAGE,
} as const;
