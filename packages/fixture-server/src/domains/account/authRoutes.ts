import {
  AUTH_FAMILIES,
  AUTH_FAMILY,
  AUTH_PATHS,
  accountEmailBodySchema,
  FAMILY_ROLES,
  type FamilyName,
  googleSignInBodySchema,
  NOT_VERIFIED_MARKER,
  type Role,
} from '@talhao/schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hashPassword, temporaryPassword, verifyPassword } from '../../auth/passwords';
import type { FixtureContext } from '../../http/context';
import { badRequest, conflict, forbidden, gone, notFound, parseOr400, unauthorized } from '../../http/errors';
import { created } from '../../http/pagination';
import { familyRouter } from '../../http/routing';
import { DEMO_LOGIN_PATH, MASTER_LOGIN_PATH } from '../../seed/demoAccounts';
import { sendMail } from '../outbox/outbox';
import { confirmAccountMail, recoveryMail, serviceLink } from '../outbox/templates';
import { createUser } from './create';
import { companyRegistrationSchema, consultantRegistrationSchema } from './registration';
import { revokeJwt } from './revokedTokens';
import { ACCOUNT_TOKENS, findAccountToken, isExpired, issueAccountToken } from './tokens';
import { findByEmail, findConflict, USERS, type UserRecord } from './users';

/** Public sign-up exists for consultants and companies only (spec 000 §6). */
const SIGN_UP = {
  consultantAuthApi: { role: 'CONSULTANT', schema: consultantRegistrationSchema },
  enterpriseAuthApi: { role: 'ENTERPRISE', schema: companyRegistrationSchema },
} as const;

export const MESSAGES = {
  wrongCredentials: 'Email ou senha incorreto(s)',
  notVerified: 'Sua conta ainda não foi verificada. Confirme o seu email para entrar ou solicite um novo link.',
  unknownEmail: 'Email não cadastrado ou tipo de conta incorreta',
  googleUserNotFound: 'Usuário não encontrado',
  invalidGoogleToken: 'Token do Google inválido',
  alreadyVerified: 'Essa conta já está verificada.',
  invalidToken: 'Dados inválidos',
  expiredToken: 'Código expirado',
  signUpConflict: 'Conflito: usuário já existe',
} as const;

/** With `googleTestTokens` (test stacks only) the fixture server accepts `test-google-token:<email>` as a Google access token. */
export const GOOGLE_TEST_TOKEN_PREFIX = 'test-google-token:';

/**
 * Laxer than the contract's signInSchema (the web form's rules: e-mail format, password length): any
 * non-empty pair is checked against the accounts, so a malformed e-mail is a 401 like a wrong one.
 */
const signInBody = z.object({
  email: z.string().min(1, 'Insira o email'),
  password: z.string().min(1, 'Insira a senha'),
});

const rolesOf = (family: FamilyName): readonly Role[] => {
  const roles = FAMILY_ROLES[family];
  return roles === 'public' ? [] : roles;
};

export function registerAuthRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store, now } = ctx;
  const users = store.collection(USERS);

  const session = async (user: UserRecord) => {
    if (!user.verified) throw forbidden(MESSAGES.notVerified, NOT_VERIFIED_MARKER);
    return { role: user.role, jwtToken: await ctx.jwt.issue(user._id, user.role) };
  };

  const sendConfirmation = (user: UserRecord) => {
    const token = issueAccountToken(store, now(), 'confirm-account', user._id);
    const link = serviceLink(ctx.publicWebUrl, 'confirm-account', token._id, user.role);
    sendMail(store, now(), confirmAccountMail(user.email ?? '', user.name, user.role, link));
  };

  for (const family of AUTH_FAMILIES) {
    const roles = rolesOf(family);
    const router = familyRouter(app, ctx.families, family);

    router.post(AUTH_PATHS.signIn, { access: 'public' }, async (request) => {
      const { email, password } = parseOr400(signInBody, request.body);
      const user = findByEmail(store, email, roles);
      // The password is checked before the verification state, so the marker never confirms an e-mail to a stranger.
      if (!user || !(await verifyPassword(password, user.passwordHash))) throw unauthorized(MESSAGES.wrongCredentials);
      return session(user);
    });

    router.post(AUTH_PATHS.google, { access: 'public' }, async (request) => {
      const { access_token } = parseOr400(googleSignInBodySchema, request.body);
      if (!ctx.googleTestTokens || !access_token.startsWith(GOOGLE_TEST_TOKEN_PREFIX)) {
        throw unauthorized(MESSAGES.invalidGoogleToken);
      }
      const user = findByEmail(store, access_token.slice(GOOGLE_TEST_TOKEN_PREFIX.length), roles);
      if (!user) throw notFound(MESSAGES.googleUserNotFound);
      return session(user);
    });

    router.post(AUTH_PATHS.recovery, { access: 'public' }, async (request) => {
      const { email } = parseOr400(accountEmailBodySchema, request.body);
      const user = findByEmail(store, email, roles);
      if (!user?.email) throw notFound(MESSAGES.unknownEmail);
      const password = temporaryPassword();
      users.update(user._id, { passwordHash: await hashPassword(password), updatedAt: now().toISOString() });
      const loginLink = new URL(user.role === 'MASTER' ? MASTER_LOGIN_PATH : DEMO_LOGIN_PATH, ctx.publicWebUrl);
      sendMail(store, now(), recoveryMail(user.email, user.name, user.role, password, loginLink.toString()));
      return { message: 'Enviamos uma senha temporária para o seu email.' };
    });

    router.post(AUTH_PATHS.resendVerification, { access: 'public' }, async (request) => {
      const { email } = parseOr400(accountEmailBodySchema, request.body);
      const user = findByEmail(store, email, roles);
      if (!user) throw notFound(MESSAGES.unknownEmail);
      if (user.verified) throw conflict(MESSAGES.alreadyVerified);
      sendConfirmation(user);
      return { message: 'Enviamos um novo link de confirmação para o seu email.' };
    });

    router.get(AUTH_PATHS.confirmAccount, { access: 'public' }, async (request) => {
      const { token: value } = (request.query ?? {}) as { token?: unknown };
      const token = findAccountToken(store, value, 'confirm-account');
      const user = token ? users.get(token.userId) : undefined;
      // A token of another auth family is as unknown here as a made-up one.
      if (!token || !user || user.deletedAt !== null || AUTH_FAMILY[user.role] !== family) {
        throw badRequest(MESSAGES.invalidToken);
      }
      if (user.verified) throw conflict(MESSAGES.alreadyVerified);
      if (isExpired(token, now())) throw gone(MESSAGES.expiredToken);
      const at = now().toISOString();
      users.update(user._id, { verified: true, updatedAt: at });
      // Kept (marked used) so opening the link again answers 409 rather than 400.
      store.collection(ACCOUNT_TOKENS).update(token._id, { usedAt: at });
      return { message: 'Conta verificada com sucesso!' };
    });

    router.get(AUTH_PATHS.logout, { access: 'bearer' }, async (request) => {
      const claims = request.auth?.claims;
      if (claims) revokeJwt(store, claims.jti, new Date(claims.exp * 1000), now());
      return { message: 'Logout realizado com sucesso' };
    });

    const signUp = SIGN_UP[family as keyof typeof SIGN_UP];
    if (signUp) {
      router.post(AUTH_PATHS.signUp, { access: 'public' }, async (request, reply) => {
        const body = parseOr400(signUp.schema, request.body);
        const documents = 'cpf' in body ? { cpf: body.cpf } : { cnpj: body.cnpj };
        if (findConflict(store, { email: body.email, ...documents })) throw conflict(MESSAGES.signUpConflict);
        const user = createUser(store, {
          role: signUp.role,
          name: body.name,
          email: body.email,
          address: body.address,
          ...documents,
          passwordHash: await hashPassword(body.password),
          verified: false,
          createdAt: now(),
        });
        sendConfirmation(user);
        return reply.code(201).send(created(user));
      });
    }
  }
}
