import { PROFILE_FAMILY, PROFILE_PATHS, type UpstreamProfile, upstreamProfileSchema } from '@talhao/schema';
import type { Resolvers } from '../../generated/resolvers';
import type { RequestUpstream } from '../../upstream/request-upstream';
import type { ActingAs } from '../view-as';
import { toProfile } from './profile';
import type { ViewerLoader } from './viewer-loader';

/**
 * The owner of the area a field shows: the session's own profile (the viewer loader, so it is one
 * call however many fields ask), or under viewAs the viewed user's profile read from its own
 * profile family with X-On-Behalf-Of (the binding of the viewAs scope adds the header).
 */
export class AreaOwnerLoader {
  private pending: Promise<UpstreamProfile> | undefined;

  constructor(
    private readonly upstream: RequestUpstream,
    private readonly actingAs: ActingAs | null,
    private readonly viewer: ViewerLoader,
  ) {}

  profile(): Promise<UpstreamProfile> {
    if (!this.actingAs) return this.viewer.profile();
    this.pending ??= this.upstream
      .family(PROFILE_FAMILY[this.actingAs.role])
      .get(PROFILE_PATHS.me, { schema: upstreamProfileSchema, operation: 'loadProfile' });
    return this.pending;
  }
}

export const areaOwnerResolvers: Resolvers = {
  Query: {
    areaOwner: async (_parent, _args, ctx) => toProfile(await ctx.areaOwner.profile(), ctx.now()),
  },
};
