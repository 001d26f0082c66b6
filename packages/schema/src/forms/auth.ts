import { z } from 'zod';
import { emailField, passwordField } from './basicFields';
import { SIGN_IN_MESSAGES } from './signInMessages';

export const signInSchema = z.object({
  email: emailField({ required: SIGN_IN_MESSAGES.emailRequired }),
  password: passwordField(SIGN_IN_MESSAGES.passwordRequired),
});
export type SignInValues = z.infer<typeof signInSchema>;

/** Password recovery and account verification share one form (email + account type). */
export const recoverySchema = z.object({
  email: emailField({ required: 'Insira o seu E-mail' }),
  accountType: z.enum(['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT'], { error: 'Selecione o tipo de conta' }),
});
export type RecoveryValues = z.infer<typeof recoverySchema>;

export const verificationSentText = (email: string) => `Instruções enviadas para ${email}`;
