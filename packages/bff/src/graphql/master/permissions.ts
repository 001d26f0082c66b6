import {
  ASSIGNABLE_PLANS,
  CATALOGUE,
  capabilities,
  currentPlan,
  messageFor,
  PERMISSION_MESSAGES,
  type UpstreamProfile,
  upstreamProfileSchema,
} from '@talhao/schema';
import type { RequestContext } from '../../context';
import { appError, rewordUpstreamError } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { toProfile } from '../account/profile';

const isAssignable = (plan: string) => ASSIGNABLE_PLANS.some((p) => p.value === plan);

const permissionWrite = (ctx: RequestContext, path: string, user: UpstreamProfile, permission: string) =>
  ctx.upstream
    .family('masterUserAccessControllApi')
    .put(
      path,
      { id: user._id, role: user.role, permission },
      { schema: upstreamProfileSchema, operation: 'changePermission' },
    );

/**
 * Spec 000 §4: remove the current plan, THEN insert the chosen one (never in parallel). When the
 * user already holds the chosen plan nothing is written and the dialog just closes (changed:false).
 * When removing the current plan already leaves the chosen one last, the insert is skipped.
 * If the insert fails after the remove, the removed plan is put back (best effort) so a failed
 * change never leaves the user without a plan; the insert's error is what the master sees.
 */
export async function changeUserPlan(ctx: RequestContext, id: string, plan: string) {
  if (!isAssignable(plan)) throw appError('BAD_USER_INPUT', PERMISSION_MESSAGES.invalidPlan, { status: 400 });
  const user = await ctx.users.load(id).catch((error: unknown) => {
    throw rewordUpstreamError(error, CATALOGUE.changePermission);
  });
  if (!user) {
    const { message, severity } = messageFor(CATALOGUE.changePermission, 404);
    throw appError('NOT_FOUND', message, { status: 404, severity });
  }
  if (!capabilities.hasPlan(user.role)) throw appError('BAD_USER_INPUT', PERMISSION_MESSAGES.noPlan, { status: 400 });

  const current = currentPlan(user.permissions);
  if (current === plan) {
    return { profile: toProfile(user, ctx.now()), changed: false, message: PERMISSION_MESSAGES.unchanged };
  }
  let updated: UpstreamProfile | undefined;
  if (current) {
    updated = await permissionWrite(ctx, '/remove-permission', user, current);
    // Permissions are a history (e.g. ['__freetrial', '__std']): removing the current plan may
    // already leave the chosen one last, and inserting it again would be a 409.
    if (currentPlan(updated.permissions) === plan) {
      ctx.users.prime(updated);
      return { profile: toProfile(updated, ctx.now()), changed: true, message: CATALOGUE.changePermission.success };
    }
  }
  try {
    updated = await permissionWrite(ctx, '/insert-permission', user, plan);
  } catch (error) {
    if (current) {
      await permissionWrite(ctx, '/insert-permission', user, current).catch((restoreError: unknown) =>
        ctx.log.error({ err: String(restoreError), userId: user._id }, 'could not restore the removed plan'),
      );
    }
    throw error;
  }
  ctx.users.prime(updated);
  return { profile: toProfile(updated, ctx.now()), changed: true, message: CATALOGUE.changePermission.success };
}

export const permissionResolvers: Resolvers = {
  Mutation: {
    changeUserPlan: (_parent, { id, plan }, ctx) => changeUserPlan(ctx, id, plan),
  },
};
