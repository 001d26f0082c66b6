import type { UpstreamProfile } from '@talhao/schema';
import { upstreamProfileSchema } from '@talhao/schema';
import { errorCode } from '../../errors';
import type { RequestUpstream } from '../../upstream/request-upstream';

/**
 * Any user by id (`GET masterStoreHouseUsersApi/{id}`), at most once per request and id: the
 * detail page, the plan change and a master's viewAs share it. Resolves null when the provider
 * answers 404, so each caller words "not found" its own way.
 */
export class UserLoader {
  private readonly byId = new Map<string, Promise<UpstreamProfile | null>>();

  /** Always the session's own binding: loading the viewed user is the master's read, not the viewed user's. */
  constructor(private readonly upstream: RequestUpstream) {}

  load(id: string): Promise<UpstreamProfile | null> {
    let pending = this.byId.get(id);
    if (!pending) {
      pending = this.upstream
        .family('masterStoreHouseUsersApi')
        .get(`/${encodeURIComponent(id)}`, { schema: upstreamProfileSchema, operation: 'masterUsers' })
        .catch((error: unknown) => {
          if (errorCode(error) === 'NOT_FOUND') return null;
          throw error;
        });
      this.byId.set(id, pending);
    }
    return pending;
  }

  /** A write answered the user's new profile: later reads in this request see it. */
  prime(profile: UpstreamProfile): void {
    this.byId.set(profile._id, Promise.resolve(profile));
  }
}
