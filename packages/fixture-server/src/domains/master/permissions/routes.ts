import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FixtureContext } from '../../../http/context';
import { conflict, notFound, parseOr400 } from '../../../http/errors';
import { familyRouter } from '../../../http/routing';
import { toProfile } from '../../account/payloads';
import { findActiveUser, USERS } from '../../account/users';
import {
  INSERTABLE_PERMISSIONS,
  PLAN_HOLDER_ROLES,
  REMOVABLE_PERMISSIONS,
  withoutLastOccurrence,
  withPlan,
} from './permissions';

const body = (permissions: readonly [string, ...string[]]) =>
  z.object({
    id: z.string({ error: 'Informe o id do usuário' }).min(1, 'Informe o id do usuário'),
    // Company consultants have no plan of their own; the master and admins are not managed here.
    role: z.enum(PLAN_HOLDER_ROLES, { error: 'Tipo de usuário inválido' }),
    permission: z.enum(permissions, { error: 'Permissão inválida' }),
  });
const removeBody = body(REMOVABLE_PERMISSIONS);
const insertBody = body(INSERTABLE_PERMISSIONS);

export const PERMISSION_MESSAGES = {
  notFound: 'Usuário não encontrado!',
  alreadyHolds: 'Conflito: o usuário já possui essa permissão!',
} as const;

/** The master's plan changes (spec 000 §4 "Permission change", §7, §8). */
export function registerMasterPermissionRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store, now } = ctx;
  const users = store.collection(USERS);
  const router = familyRouter(app, ctx.families, 'masterUserAccessControllApi');

  /** The user named by `id`, provided it has that `role` (the provider keeps one collection per role). */
  const target = (id: string, role: string) => {
    const user = findActiveUser(store, id);
    if (!user || user.role !== role) throw notFound(PERMISSION_MESSAGES.notFound);
    return user;
  };

  router.put('/remove-permission', { access: 'bearer' }, async (request) => {
    const { id, role, permission } = parseOr400(removeBody, request.body ?? {});
    const user = target(id, role);
    const permissions = withoutLastOccurrence(user.permissions, permission);
    return toProfile(store, users.update(user._id, { permissions, updatedAt: now().toISOString() })!);
  });

  router.put('/insert-permission', { access: 'bearer' }, async (request) => {
    const { id, role, permission } = parseOr400(insertBody, request.body ?? {});
    const user = target(id, role);
    const permissions = withPlan(user.permissions, permission);
    if (!permissions) throw conflict(PERMISSION_MESSAGES.alreadyHolds);
    return toProfile(store, users.update(user._id, { permissions, updatedAt: now().toISOString() })!);
  });
}
