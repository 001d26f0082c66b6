import {
  accountDeletionSchema,
  CATALOGUE,
  COMMON,
  capabilities,
  emailChangeSchema,
  emailChangeSentText,
  okBodySchema,
  ownProfileEditPath,
  PROFILE_FAMILY,
  PROFILE_PATHS,
  passwordChangeSchema,
  profileEditSchema,
  resumeSchema,
  type UpstreamProfile,
  upstreamProfileSchema,
} from '@talhao/schema';
import type { RequestContext } from '../../context';
import { appError, validate } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { fromAddressInput, toProfile } from './profile';
import { sanitizeResume } from './sanitize';

/** The session's user and its profile family (the directive already required a session). */
function own(ctx: RequestContext) {
  const user = ctx.session.get();
  if (!user) throw appError('UNAUTHENTICATED', COMMON.sessionExpired, { status: 401 });
  return { user, profileApi: ctx.upstream.family(PROFILE_FAMILY[user.role]) };
}

/** A profile answered by a write becomes this request's viewer profile too. */
function answerProfile(ctx: RequestContext, profile: UpstreamProfile) {
  ctx.viewer.prime(profile);
  return toProfile(profile, ctx.now());
}

export const settingsResolvers: Resolvers = {
  Mutation: {
    requestEmailChange: async (_parent, { input }, ctx) => {
      const { profileApi } = own(ctx);
      const current = await ctx.viewer.profile();
      const { email, password } = validate(emailChangeSchema(current.email ?? ''), input);
      await profileApi.post(
        PROFILE_PATHS.emailUpdateRequest,
        { email, password },
        {
          schema: okBodySchema,
          operation: 'requestEmailChange',
        },
      );
      return { message: emailChangeSentText(email) };
    },

    changePassword: async (_parent, { input }, ctx) => {
      const { profileApi } = own(ctx);
      const body = validate(passwordChangeSchema, input);
      await profileApi.patch(PROFILE_PATHS.passwordUpdate, body, { schema: okBodySchema, operation: 'changePassword' });
      return { message: CATALOGUE.changePassword.success };
    },

    /** @auth already limits it to CONSULTANT and ENTERPRISE; the capability check keeps one rule. */
    deleteAccount: async (_parent, { phrase }, ctx) => {
      const { user, profileApi } = own(ctx);
      if (!capabilities.canDeleteOwnAccount(user.role)) throw appError('FORBIDDEN', COMMON.forbidden, { status: 403 });
      validate(accountDeletionSchema, { phrase });
      await profileApi.delete(PROFILE_PATHS.me, { schema: okBodySchema, operation: 'deleteAccount' });
      ctx.session.destroy();
      return { message: CATALOGUE.deleteAccount.success };
    },

    updateProfile: async (_parent, { input }, ctx) => {
      const { user, profileApi } = own(ctx);
      const values = validate(profileEditSchema, {
        name: input.name,
        phoneNumber: input.phoneNumber,
        address: fromAddressInput(input.address),
        birthDate: input.birthDate ?? undefined,
      });
      const body: Record<string, unknown> = {
        name: values.name,
        address: values.address,
        phoneNumber: values.phoneNumber,
      };
      // Only consultants have a birth date; the field is ignored for the other roles.
      if (capabilities.hasBirthDate(user.role) && values.birthDate) body.birthDate = values.birthDate;
      const profile = await profileApi.put(ownProfileEditPath(user.role, user.userId), body, {
        schema: upstreamProfileSchema,
        operation: 'updateProfile',
      });
      return answerProfile(ctx, profile);
    },

    /** Sanitized before it is measured and sent, so stored HTML is always safe to render. */
    updateProfessionalResume: async (_parent, { html }, ctx) => {
      const { user, profileApi } = own(ctx);
      const { professionalResume } = validate(resumeSchema, { professionalResume: sanitizeResume(html) });
      const profile = await profileApi.put(
        ownProfileEditPath(user.role, user.userId),
        { professionalResume },
        {
          schema: upstreamProfileSchema,
          operation: 'updateResume',
        },
      );
      return answerProfile(ctx, profile);
    },

    removeProfilePicture: async (_parent, _args, ctx) => {
      const { profileApi } = own(ctx);
      const profile = await profileApi.delete(PROFILE_PATHS.pictureRemove, {
        schema: upstreamProfileSchema,
        operation: 'removePicture',
      });
      return answerProfile(ctx, profile);
    },
  },
};
