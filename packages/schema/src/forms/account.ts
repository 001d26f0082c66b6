import { z } from 'zod';
import { ACCOUNT_DELETION_PHRASE } from '../constants';
import { emailField, passwordField } from './basicFields';

export const emailChangeSchema = (currentEmail: string) =>
  z
    .object({
      email: emailField({ required: 'Insira o email' }),
      password: passwordField('Digite a senha'),
    })
    .refine((v) => v.email.toLowerCase() !== currentEmail.trim().toLowerCase(), {
      path: ['email'],
      error: 'Insira um email diferente do atualmente cadastrado',
    });
export type EmailChangeValues = z.infer<ReturnType<typeof emailChangeSchema>>;

export const emailChangeSentText = (email: string) =>
  `Enviamos um link de confirmação para ${email}. Abra-o para concluir a alteração.`;

export const passwordChangeSchema = z.object({
  password: passwordField('Digite a senha'),
  newPassword: passwordField('Digite a nova senha'),
});
export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;

export const accountDeletionSchema = z.object({
  phrase: z.string().refine((v) => v === ACCOUNT_DELETION_PHRASE, 'Digite a mensagem corretamente'),
});
/** The delete button stays disabled until the typed length matches the phrase's. */
export const deletionButtonEnabled = (typed: string) => typed.length === ACCOUNT_DELETION_PHRASE.length;
