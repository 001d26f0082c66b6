import { COMMON, PROFILE_FAMILY, PROFILE_PATHS, type UpstreamProfile, upstreamProfileSchema } from '@talhao/schema';
import { appError } from '../../errors';
import type { SessionAccess } from '../../session';
import type { RequestUpstream } from '../../upstream/request-upstream';

/**
 * The signed-in user's own profile (`GET {profileApi}` of the session's role), fetched at most once
 * per request however many fields ask for it. Mutations that return the updated profile prime it.
 */
export class ViewerLoader {
  private readonly byToken = new Map<string, Promise<UpstreamProfile>>();

  constructor(
    private readonly upstream: RequestUpstream,
    private readonly session: SessionAccess,
  ) {}

  profile(): Promise<UpstreamProfile> {
    const user = this.session.get();
    if (!user) return Promise.reject(appError('UNAUTHENTICATED', COMMON.sessionExpired, { status: 401 }));
    let pending = this.byToken.get(user.jwt);
    if (!pending) {
      pending = this.upstream
        .family(PROFILE_FAMILY[user.role])
        .get(PROFILE_PATHS.me, { schema: upstreamProfileSchema, operation: 'loadProfile' });
      this.byToken.set(user.jwt, pending);
    }
    return pending;
  }

  prime(profile: UpstreamProfile): void {
    const user = this.session.get();
    if (user) this.byToken.set(user.jwt, Promise.resolve(profile));
  }
}
