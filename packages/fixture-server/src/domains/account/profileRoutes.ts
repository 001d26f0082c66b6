import {
  capabilities,
  emailChangeBodySchema,
  type FamilyName,
  farmerPasswordChangeBodySchema,
  PROFILE_FAMILIES,
  PROFILE_FAMILY,
  PROFILE_PATHS,
  passwordField,
  ROLES,
  type Role,
  resumeSchema,
} from '@talhao/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { FixtureContext } from '../../http/context';
import { badRequest, conflict, forbidden, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { familyRouter } from '../../http/routing';
import { sendMail } from '../outbox/outbox';
import { emailUpdateMail, serviceLink } from '../outbox/templates';
import { entityImageRoute } from '../uploads/entityImage';
import { deleteUpload } from '../uploads/uploads';
import { toProfile } from './payloads';
import { profileEditPatch } from './profileEdit';
import { ACCOUNT_TOKENS, findAccountToken, isExpired, issueAccountToken } from './tokens';
import { findConflict, normalizeEmail, USERS, type UserRecord } from './users';

/** The roles whose own profile lives in `family` (other roles FAMILY_ROLES admits get 403 on own-profile calls). */
export const ownersOf = (family: FamilyName): readonly Role[] =>
  ROLES.filter((role) => PROFILE_FAMILY[role] === family);

/**
 * The farmers' body of the contract; other roles' new password has the common minimum (the contract's
 * passwordChangeSchema would also hold the current password to it, where any non-empty one is checked here).
 */
const passwordChangeBody = (role: Role) =>
  role === 'USER'
    ? farmerPasswordChangeBodySchema
    : farmerPasswordChangeBodySchema.extend({ newPassword: passwordField('Digite a nova senha') });

/**
 * The caller's own profile edit: the profile form, or the résumé alone. Every role's `PUT {profile family}`, and the
 * company consultant's `PUT enterpriseConsultantProfileApi/{own id}` (spec 001 §7; consultants/routes.ts).
 */
export function updateOwnProfile(ctx: FixtureContext, user: UserRecord, rawBody: unknown): UserRecord {
  const users = ctx.store.collection(USERS);
  const save = (patch: Partial<Omit<UserRecord, '_id'>>): UserRecord =>
    users.update(user._id, { ...patch, updatedAt: ctx.now().toISOString() })!;
  const body = (rawBody ?? {}) as Record<string, unknown>;
  if ('professionalResume' in body && !('name' in body)) {
    if (!capabilities.hasProfessionalResume(user.role)) throw badRequest('Este perfil não possui currículo');
    const { professionalResume } = parseOr400(resumeSchema, body);
    return save({ professionalResume });
  }
  return save(profileEditPatch(user, body, ctx.now().toISOString().slice(0, 10)));
}

export function registerProfileRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store, now } = ctx;
  const users = store.collection(USERS);

  const save = (user: UserRecord, patch: Partial<Omit<UserRecord, '_id'>>): UserRecord =>
    users.update(user._id, { ...patch, updatedAt: now().toISOString() })!;

  const updateProfile = (request: FastifyRequest) => updateOwnProfile(ctx, requireSelf(request), request.body);

  for (const family of PROFILE_FAMILIES) {
    const own = { access: 'bearer', roles: ownersOf(family) } as const;
    const router = familyRouter(app, ctx.families, family);

    router.get(PROFILE_PATHS.me, own, async (request) => toProfile(store, requireSelf(request)));

    router.put(PROFILE_PATHS.me, own, async (request) => toProfile(store, updateProfile(request)));

    router.post(PROFILE_PATHS.emailUpdateRequest, own, async (request) => {
      const user = requireSelf(request);
      const { email, password } = parseOr400(emailChangeBodySchema, request.body);
      if (!(await verifyPassword(password, user.passwordHash))) throw forbidden('Senha incorreta');
      if (findConflict(store, { email })) throw conflict('Este email já está cadastrado');
      const token = issueAccountToken(store, now(), 'email-update', user._id, normalizeEmail(email));
      const link = serviceLink(ctx.publicWebUrl, 'email-update', token._id, user.role);
      sendMail(store, now(), emailUpdateMail(normalizeEmail(email), user.name, user.role, link));
      return { message: 'Enviamos um link de confirmação para o novo email.' };
    });

    router.get(PROFILE_PATHS.emailUpdateConfirm, { access: 'public' }, async (request) => {
      const { token: value } = (request.query ?? {}) as { token?: unknown };
      const token = findAccountToken(store, value, 'email-update');
      const user = token ? users.get(token.userId) : undefined;
      if (
        !token?.newEmail ||
        token.usedAt ||
        isExpired(token, now()) ||
        !user ||
        user.deletedAt !== null ||
        PROFILE_FAMILY[user.role] !== family
      ) {
        throw badRequest('Dados inválidos');
      }
      // Someone took the address between the request and the click.
      if (findConflict(store, { email: token.newEmail }, user._id)) throw conflict('Este email já está cadastrado');
      save(user, { email: token.newEmail });
      store.collection(ACCOUNT_TOKENS).remove(token._id);
      return { message: 'Email atualizado com sucesso!' };
    });

    router.patch(PROFILE_PATHS.passwordUpdate, own, async (request) => {
      const user = requireSelf(request);
      const { password, newPassword } = parseOr400(passwordChangeBody(user.role), request.body);
      if (!(await verifyPassword(password, user.passwordHash))) throw forbidden('Senha incorreta');
      save(user, { passwordHash: await hashPassword(newPassword) });
      return { message: 'Senha atualizada com sucesso!' };
    });

    router.delete(PROFILE_PATHS.me, own, async (request) => {
      const user = requireSelf(request);
      save(user, { deletedAt: now().toISOString() });
      store.collection(ACCOUNT_TOKENS).removeWhere((t) => t.userId === user._id);
      return { message: 'Conta excluída com sucesso' };
    });

    entityImageRoute(router, PROFILE_PATHS.pictureUpdate, own, ctx, {
      find: requireSelf,
      currentUrl: (user) => user.profilePicture?.url,
      setImage: (user, { url }) => toProfile(store, save(user, { profilePicture: { url } })),
    });

    router.delete(PROFILE_PATHS.pictureRemove, own, async (request) => {
      const user = requireSelf(request);
      await deleteUpload(store, ctx.files, user.profilePicture?.url);
      return toProfile(store, save(user, { profilePicture: null }));
    });
  }
}
