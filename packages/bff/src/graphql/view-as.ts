import { COMMON, type Role, type UpstreamProfile } from '@talhao/schema';
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../context';
import { appError } from '../errors';

/** The argument name that opens another user's area (view-as.graphql). */
export const VIEW_AS_ARG = 'viewAs';

export const VIEW_AS_MESSAGES = {
  masterOnly: 'Somente o master pode visualizar a área de outro usuário.',
  notFound: 'Usuário não encontrado!',
  noArea: 'Este usuário não possui uma área na plataforma.',
  wrongArea: 'Esta área não existe para o tipo de usuário visualizado.',
} as const;

/** Roles whose area a master may open (farmers use the mobile app; masters have no one to view). */
export const VIEWABLE_ROLES = ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT'] as const;
export type ViewableRole = (typeof VIEWABLE_ROLES)[number];
const isViewable = (role: Role): role is ViewableRole => (VIEWABLE_ROLES as readonly Role[]).includes(role);

/** Whose data a field reads when a MASTER passed `viewAs`. */
export interface ActingAs {
  userId: string;
  role: ViewableRole;
  /** The viewed user as masterStoreHouseUsersApi/{id} answered it (for headers, names, the plan). */
  profile: UpstreamProfile;
}

type Path = GraphQLResolveInfo['path'];

/**
 * The contexts of the fields a master opened with `viewAs`, keyed by the field's response path
 * object. graphql-js hands every resolver the same context value, but a child's `info.path.prev`
 * chain reaches its ancestors' path objects, so a nested resolver finds the nearest viewAs field
 * above it and runs with that field's context (and so its X-On-Behalf-Of binding and loaders).
 */
export class ViewAsScopes {
  private readonly byPath = new WeakMap<Path, RequestContext>();
  private count = 0;

  register(path: Path, ctx: RequestContext): void {
    this.byPath.set(path, ctx);
    this.count += 1;
  }

  /** The context of the nearest viewAs ancestor of a field at `path`, if any. */
  lookup(path: Path): RequestContext | undefined {
    if (this.count === 0) return undefined;
    for (let node: Path | undefined = path.prev; node; node = node.prev) {
      const found = this.byPath.get(node);
      if (found) return found;
    }
    return undefined;
  }
}

/**
 * Checks a non-null `viewAs` and loads the viewed user (once per request and id). Only a MASTER may
 * pass it; the viewed user must have a web area, and one the field serves (`fieldRoles`, when the
 * field names roles).
 */
export async function resolveActingAs(
  ctx: RequestContext,
  userId: string,
  fieldRoles: readonly Role[],
): Promise<ActingAs> {
  const user = ctx.session.get();
  if (!user) throw appError('UNAUTHENTICATED', COMMON.sessionExpired, { status: 401 });
  if (user.role !== 'MASTER') throw appError('FORBIDDEN', VIEW_AS_MESSAGES.masterOnly, { status: 403 });
  const profile = await ctx.users.load(userId);
  if (!profile) throw appError('NOT_FOUND', VIEW_AS_MESSAGES.notFound, { status: 404 });
  if (!isViewable(profile.role)) throw appError('BAD_USER_INPUT', VIEW_AS_MESSAGES.noArea, { status: 400 });
  if (fieldRoles.length > 0 && !fieldRoles.includes(profile.role)) {
    throw appError('FORBIDDEN', VIEW_AS_MESSAGES.wrongArea, { status: 403 });
  }
  return { userId: profile._id, role: profile.role, profile };
}
