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
 * (`viewed.profile`, `list.items.3.farmer`). Every resolver gets the same context value, but a
 * child's `info.path` extends its ancestors' paths, so a nested resolver finds the nearest viewAs
 * field above it and runs with that field's context (and so its X-On-Behalf-Of binding and loaders).
 * Keyed by the path's keys, not its objects: the compiled executor (graphql-jit) builds new path
 * objects for each resolver, so an ancestor's object is not the one its child's chain reaches.
 */
export class ViewAsScopes {
  private readonly byPath = new Map<string, RequestContext>();

  register(path: Path, ctx: RequestContext): void {
    this.byPath.set(pathKeys(path).join('.'), ctx);
  }

  /** The context of the nearest viewAs ancestor of a field at `path`, if any. */
  lookup(path: Path): RequestContext | undefined {
    if (this.byPath.size === 0) return undefined;
    const keys = pathKeys(path);
    let found: RequestContext | undefined;
    let prefix = '';
    // Root first, so the last match is the nearest ancestor; the field itself is not its own ancestor.
    for (let index = 0; index < keys.length - 1; index++) {
      prefix = index === 0 ? String(keys[0]) : `${prefix}.${keys[index]}`;
      found = this.byPath.get(prefix) ?? found;
    }
    return found;
  }
}

/** The response keys and list indexes from the root down to `path`. */
function pathKeys(path: Path): Array<string | number> {
  const keys: Array<string | number> = [];
  for (let node: Path | undefined = path; node; node = node.prev) keys.push(node.key);
  return keys.reverse();
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
