import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { COMMON, type Role } from '@talhao/schema';
import type { GraphQLFieldConfig, GraphQLSchema } from 'graphql';
import { defaultFieldResolver, isObjectType } from 'graphql';
import type { RequestContext } from '../context';
import { appError } from '../errors';

const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'] as const;

/** Roles named by a field's @auth, [] for "any signed-in user", or undefined when it has no @auth. */
function authRoles(schema: GraphQLSchema, field: GraphQLFieldConfig<unknown, unknown>): Role[] | undefined {
  const directive = getDirective(schema, field, 'auth')?.[0];
  if (!directive) return undefined;
  return (directive.roles as Role[] | null | undefined) ?? [];
}

/**
 * Wraps every field that carries @auth: no session → UNAUTHENTICATED (COMMON.sessionExpired); a
 * role outside the list → FORBIDDEN (COMMON.forbidden). @public fields run as they are.
 */
export function applyAuthDirectives(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig) => {
      const roles = authRoles(schema, fieldConfig);
      if (roles === undefined) return fieldConfig;
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      return {
        ...fieldConfig,
        resolve(source, args, ctx: RequestContext, info) {
          const user = ctx.session.get();
          if (!user) throw appError('UNAUTHENTICATED', COMMON.sessionExpired, { status: 401 });
          if (roles.length > 0 && !roles.includes(user.role)) {
            throw appError('FORBIDDEN', COMMON.forbidden, { status: 403 });
          }
          return resolve(source, args, ctx, info);
        },
      };
    },
  });
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
