import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { COMMON, type Role } from '@talhao/schema';
import type { GraphQLFieldConfig, GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { defaultFieldResolver, isNonNullType, isObjectType, isScalarType } from 'graphql';
import type { RequestContext } from '../context';
import { appError } from '../errors';
import { resolveActingAs, VIEW_AS_ARG } from './view-as';

const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'] as const;

/** Roles named by a field's @auth, [] for "any signed-in user", or undefined when it has no @auth. */
function authRoles(schema: GraphQLSchema, field: GraphQLFieldConfig<unknown, unknown>): Role[] | undefined {
  const directive = getDirective(schema, field, 'auth')?.[0];
  if (!directive) return undefined;
  return (directive.roles as Role[] | null | undefined) ?? [];
}

type Resolver = GraphQLFieldResolver<unknown, RequestContext>;

/** Runs a field with the context of the nearest viewAs field above it (or the request's own). */
const inViewAsScope =
  (resolve: Resolver): Resolver =>
  (source, args, ctx, info) =>
    resolve(source, args, ctx.viewAsScopes.lookup(info.path) ?? ctx, info);

/**
 * Wraps every field that carries @auth: no session → UNAUTHENTICATED (COMMON.sessionExpired); a
 * role outside the list → FORBIDDEN (COMMON.forbidden). @public fields and the fields of object
 * types run as they are, except that they inherit the viewAs scope of their nearest ancestor.
 *
 * viewAs: a non-null `viewAs` argument from anyone but a MASTER → FORBIDDEN. For a MASTER the
 * viewed user is loaded (once per request) and the field runs with a context that reads as that
 * user (X-On-Behalf-Of, its own loaders, `ctx.actingAs`, `ctx.subject()`); every field below it
 * inherits that context, so area resolvers need no code of their own for viewAs.
 */
export function applyAuthDirectives(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig) => {
      const roles = authRoles(schema, fieldConfig);
      // A field read straight off its parent (no resolver: a scalar, or an object or list the parent already
      // holds) uses no context, so it needs no scope: left as is, the executor reads the property itself
      // instead of calling a resolver per value (graphql-jit inlines it). The resolvers below it find their
      // viewAs scope by their own path, which runs through it.
      if (roles === undefined && !fieldConfig.resolve) return fieldConfig;
      const resolve = (fieldConfig.resolve ?? defaultFieldResolver) as Resolver;
      if (roles === undefined) return { ...fieldConfig, resolve: inViewAsScope(resolve) };
      const takesViewAs = fieldConfig.args?.[VIEW_AS_ARG] !== undefined;
      const guarded: Resolver = (source, args, ctx, info) => {
        const user = ctx.session.get();
        if (!user) throw appError('UNAUTHENTICATED', COMMON.sessionExpired, { status: 401 });
        if (roles.length > 0 && !roles.includes(user.role)) {
          throw appError('FORBIDDEN', COMMON.forbidden, { status: 403 });
        }
        const viewAs = takesViewAs ? (args as Record<string, unknown>)[VIEW_AS_ARG] : null;
        if (viewAs === null || viewAs === undefined) return resolve(source, args, ctx, info);
        return resolveActingAs(ctx, String(viewAs), roles).then((actingAs) => {
          const acting = ctx.withActingAs(actingAs);
          ctx.viewAsScopes.register(info.path, acting);
          return resolve(source, args, acting, info);
        });
      };
      return { ...fieldConfig, resolve: inViewAsScope(guarded) };
    },
  });
}

/**
 * Fields whose `viewAs` breaks the rule of view-as.graphql: it must be a nullable ID on a field with
 * @auth, and never on a Mutation (a master's view is read-only). Must be empty.
 */
export function misplacedViewAsArguments(schema: GraphQLSchema): string[] {
  const wrong: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const arg = field.args.find((a) => a.name === VIEW_AS_ARG);
      if (!arg) continue;
      const nullableId = !isNonNullType(arg.type) && isScalarType(arg.type) && arg.type.name === 'ID';
      if (type.name === 'Mutation' || !nullableId || !getDirective(schema, field, 'auth')?.[0]) {
        wrong.push(`${type.name}.${field.name}`);
      }
    }
  }
  return wrong;
}

/** `Type.field` of every root field that has neither @auth nor @public (must be empty). */
export function fieldsWithoutAccessRule(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const typeName of ROOT_TYPES) {
    const type = schema.getType(typeName);
    if (!type || !isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (!getDirective(schema, field, 'auth')?.[0] && !getDirective(schema, field, 'public')?.[0]) {
        missing.push(`${typeName}.${field.name}`);
      }
    }
  }
  return missing;
}
