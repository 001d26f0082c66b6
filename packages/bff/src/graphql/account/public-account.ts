import {
  AUTH_FAMILY,
  AUTH_PATHS,
  CATALOGUE,
  type FamilyName,
  okBodySchema,
  PROFILE_FAMILY,
  PROFILE_PATHS,
  recoverySchema,
  signUpCompanySchema,
  signUpConsultantSchema,
  signUpResponseSchema,
  verificationSentText,
} from '@talhao/schema';
import { z } from 'zod';
import { validate } from '../../errors';
import type { RecoveryAccountType, Resolvers, SignUpRole } from '../../generated/resolvers';
import { fromAddressInput } from './profile';

/** Recovery and verification e-mails: an enterprise consultant goes through the company's auth family. */
export const RECOVERY_FAMILY: Record<RecoveryAccountType, FamilyName> = {
  CONSULTANT: AUTH_FAMILY.CONSULTANT,
  ENTERPRISE: AUTH_FAMILY.ENTERPRISE,
  ENTERPRISE_CONSULTANT: AUTH_FAMILY.ENTERPRISE_CONSULTANT,
};

const SIGN_UP_FAMILY: Record<SignUpRole, FamilyName> = {
  CONSULTANT: AUTH_FAMILY.CONSULTANT,
  ENTERPRISE: AUTH_FAMILY.ENTERPRISE,
};

const tokenSchema = z.object({ token: z.string().trim().min(1, CATALOGUE.confirmAccount.byStatus[400]) });

export const publicAccountResolvers: Resolvers = {
  Mutation: {
    signUp: async (_parent, { input }, ctx) => {
      const address = fromAddressInput(input.address);
      const common = { email: input.email, password: input.password, name: input.name, address };
      // Validated with the wizard's own schemas, then sent in the provider's field order.
      const body =
        input.role === 'CONSULTANT'
          ? (({ name, cpf, address, email, password }) => ({ name, cpf, address, email, password }))(
              validate(signUpConsultantSchema, { ...common, cpf: input.cpf ?? '' }),
            )
          : (({ name, cnpj, address, email, password }) => ({ name, cnpj, address, email, password }))(
              validate(signUpCompanySchema, { ...common, cnpj: input.cnpj ?? '' }),
            );
      await ctx.upstream
        .family(SIGN_UP_FAMILY[input.role])
        .post(AUTH_PATHS.signUp, body, { schema: signUpResponseSchema, operation: 'signUp', auth: 'public' });
      return { message: CATALOGUE.signUp.success };
    },

    requestPasswordRecovery: async (_parent, { input }, ctx) => {
      await ctx.rateLimit('requestPasswordRecovery');
      const { email, accountType } = validate(recoverySchema, input);
      await ctx.upstream
        .family(RECOVERY_FAMILY[accountType])
        .post(AUTH_PATHS.recovery, { email }, { schema: okBodySchema, operation: 'recovery', auth: 'public' });
      return { message: verificationSentText(email) };
    },

    resendVerification: async (_parent, { input }, ctx) => {
      await ctx.rateLimit('resendVerification');
      const { email, accountType } = validate(recoverySchema, input);
      await ctx.upstream.family(RECOVERY_FAMILY[accountType]).post(
        AUTH_PATHS.resendVerification,
        { email },
        {
          schema: okBodySchema,
          operation: 'resendVerification',
          auth: 'public',
        },
      );
      return { message: verificationSentText(email) };
    },

    /** The role in the e-mailed link chooses the auth family. */
    confirmAccount: async (_parent, args, ctx) => {
      const { token } = validate(tokenSchema, { token: args.token });
      await ctx.upstream.family(AUTH_FAMILY[args.role]).get(AUTH_PATHS.confirmAccount, {
        query: { token },
        schema: okBodySchema,
        operation: 'confirmAccount',
        auth: 'public',
      });
      return { message: CATALOGUE.confirmAccount.success };
    },

    /** Public: the link is opened from the new mailbox, maybe in a browser without a session. */
    confirmEmailUpdate: async (_parent, args, ctx) => {
      const { token } = validate(tokenSchema, { token: args.token });
      await ctx.upstream.family(PROFILE_FAMILY[args.role]).get(PROFILE_PATHS.emailUpdateConfirm, {
        query: { token },
        schema: okBodySchema,
        operation: 'confirmEmailUpdate',
        auth: 'public',
      });
      return { message: CATALOGUE.confirmEmailUpdate.success };
    },
  },
};
