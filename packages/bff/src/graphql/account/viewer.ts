import { AREA_BASE, capabilities, isWebRole, type UpstreamProfile, type WebRole } from '@talhao/schema';
import type { RequestContext } from '../../context';
import { errorCode } from '../../errors';
import type { Resolvers, Viewer } from '../../generated/resolvers';
import { PROFILE_TYPE_BY_ROLE, type ProfileModel, toProfile } from './profile';

export type ViewerModel = Omit<Viewer, 'profile'> & { profile: ProfileModel };

export function toViewer(role: WebRole, profile: UpstreamProfile, now: Date): ViewerModel {
  return {
    role,
    homePath: AREA_BASE[role],
    profile: toProfile(profile, now),
    canDeleteAccount: capabilities.canDeleteOwnAccount(role),
  };
}

/**
 * The signed-in user, or null. The profile is fetched to confirm the session (spec 000 §4): when
 * the provider refuses the token (401), or the profile is a farmer's, the session is cleared.
 */
export async function resolveViewer(ctx: RequestContext): Promise<ViewerModel | null> {
  const user = ctx.session.get();
  if (!user) return null;
  let profile: UpstreamProfile;
  try {
    profile = await ctx.viewer.profile();
  } catch (error) {
    if (errorCode(error) === 'UNAUTHENTICATED') {
      ctx.session.destroy();
      return null;
    }
    throw error;
  }
  if (!isWebRole(profile.role)) {
    ctx.session.destroy();
    return null;
  }
  return toViewer(user.role, profile, ctx.now());
}

export const viewerResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, ctx) => resolveViewer(ctx),
  },
  Profile: {
    __resolveType: (profile) => profile.__typename ?? PROFILE_TYPE_BY_ROLE[profile.role],
  },
};
