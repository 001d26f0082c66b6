import {
  AUTH_FAMILY,
  AUTH_PATHS,
  CATALOGUE,
  COMMON,
  type FamilyName,
  type LoginResponse,
  loginResponseSchema,
  MENU_COLLAPSED_COOKIE,
  okBodySchema,
  signInSchema,
  type WebRole,
} from '@talhao/schema';
import { z } from 'zod';
import type { RequestContext } from '../../context';
import { appError, validate } from '../../errors';
import type { LoginAccountType, Resolvers } from '../../generated/resolvers';
import { toViewer } from './viewer';

/** The auth family behind each account type of the sign-in screen (and the hidden master route). */
export const LOGIN_FAMILY: Record<LoginAccountType, FamilyName> = {
  CONSULTANT: AUTH_FAMILY.CONSULTANT,
  ENTERPRISE: AUTH_FAMILY.ENTERPRISE,
  MASTER: AUTH_FAMILY.MASTER,
};

/** Roles each account type may sign in as; anything else (a farmer above all) gets no session. */
const ROLES_FOR_ACCOUNT_TYPE: Record<LoginAccountType, readonly WebRole[]> = {
  CONSULTANT: ['CONSULTANT'],
  ENTERPRISE: ['ENTERPRISE', 'ENTERPRISE_CONSULTANT'],
  MASTER: ['MASTER'],
};

const googleTokenSchema = z.object({
  accessToken: z.string().trim().min(1, CATALOGUE.googleSignIn.other),
});

/**
 * Opens the session for a successful upstream sign-in: the role must belong to the account type,
 * the JWT goes into the sealed cookie only, and the profile is fetched once to confirm it
 * (a failure there leaves the user signed out, as the specification's session start does).
 */
async function startSession(ctx: RequestContext, accountType: LoginAccountType, login: LoginResponse) {
  const role = login.role as WebRole;
  if (!ROLES_FOR_ACCOUNT_TYPE[accountType].includes(role)) {
    ctx.session.destroy();
    ctx.log.info({ accountType, role: login.role }, 'sign-in refused: role not served by this account type');
    throw appError('FORBIDDEN', COMMON.unauthorized, { status: 403 });
  }
  ctx.session.start(login.jwtToken, role);
  try {
    const profile = await ctx.viewer.profile();
    return { viewer: toViewer(role, profile, ctx.now()) };
  } catch (error) {
    ctx.session.destroy();
    throw error;
  }
}

export const signInResolvers: Resolvers = {
  Mutation: {
    signIn: async (_parent, { input }, ctx) => {
      await ctx.rateLimit('signIn');
      const credentials = validate(signInSchema, { email: input.email, password: input.password });
      const login = await ctx.upstream
        .family(LOGIN_FAMILY[input.accountType])
        .post(AUTH_PATHS.signIn, credentials, { schema: loginResponseSchema, operation: 'signIn', auth: 'public' });
      return startSession(ctx, input.accountType, login);
    },

    signInWithGoogle: async (_parent, { input }, ctx) => {
      // Without a client id the button is hidden, and no token is forwarded either: the provider
      // alone would then decide which Google tokens sign in.
      if (!ctx.config.googleClientId) throw appError('FORBIDDEN', COMMON.googleSignInDisabled, { status: 403 });
      await ctx.rateLimit('signInWithGoogle');
      const { accessToken } = validate(googleTokenSchema, { accessToken: input.accessToken });
      const login = await ctx.upstream
        .family(LOGIN_FAMILY[input.accountType])
        .post(
          AUTH_PATHS.google,
          { access_token: accessToken },
          { schema: loginResponseSchema, operation: 'googleSignIn', auth: 'public' },
        );
      return startSession(ctx, input.accountType, login);
    },

    /**
     * Tells the provider, then clears the cookie whatever it answered: the user asked to leave,
     * and the token dies with the cookie. A failed upstream logout is only logged.
     */
    signOut: async (_parent, _args, ctx) => {
      const user = ctx.session.get();
      if (user) {
        try {
          await ctx.upstream
            .family(AUTH_FAMILY[user.role])
            .get(AUTH_PATHS.logout, { schema: okBodySchema, operation: 'logout' });
        } catch (error) {
          ctx.log.warn({ err: error }, 'upstream logout failed; session cleared anyway');
        }
      }
      ctx.session.destroy();
      // The side menu's state goes too (spec 000 §4): the web app clears its stored copy, this is the mirror the
      // server render of a home reads (architecture note 36).
      if (ctx.request.cookies?.[MENU_COLLAPSED_COOKIE]) ctx.reply.clearCookie(MENU_COLLAPSED_COOKIE, { path: '/' });
      return { message: COMMON.genericOperationSuccess };
    },
  },
};
