import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { BOUND_MESSAGES, BOUNDS } from '@talhao/schema';
import {
  defaultFieldResolver,
  type GraphQLArgument,
  type GraphQLFieldResolver,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
} from 'graphql';
import { appError } from '../errors';

/**
 * Every string and list a client sends is capped before any work: `@length(max:)` in the SDL, or
 * BOUNDS.stringDefaultMax characters / BOUNDS.listDefaultMax items. One unauthenticated request with
 * a megabyte of text must cost nothing (the forms' zod rules, with the spec's limits, run later).
 */

/** Checks one value of an input type; returns the first violation or null. */
type Check = (value: unknown) => { max: number; kind: 'text' | 'list' } | null;

const NO_CHECK: Check = () => null;

function lengthOf(schema: GraphQLSchema, node: GraphQLArgument | GraphQLInputField): number | undefined {
  const max = getDirective(schema, node, 'length')?.[0]?.max;
  return typeof max === 'number' ? max : undefined;
}

/** A checker for a value of `type` whose declaring argument or field says `declared` (if anything). */
function checkerFor(
  schema: GraphQLSchema,
  type: GraphQLInputType,
  declared: number | undefined,
  seen: Map<string, Check>,
): Check {
  const inner = getNullableType(type);
  if (isListType(inner)) {
    const max = declared ?? BOUNDS.listDefaultMax;
    // A list's @length bounds its items; its strings keep the default cap.
    const item = checkerFor(schema, inner.ofType as GraphQLInputType, undefined, seen);
    return (value) => {
      if (!Array.isArray(value)) return item(value);
      if (value.length > max) return { max, kind: 'list' };
      for (const element of value) {
        const problem = item(element);
        if (problem) return problem;
      }
      return null;
    };
  }
  if (isScalarType(inner)) {
    if (inner.name !== 'String' && inner.name !== 'ID' && inner.name !== 'Date' && inner.name !== 'DateTime') {
      return NO_CHECK;
    }
    const max = declared ?? BOUNDS.stringDefaultMax;
    return (value) => (typeof value === 'string' && value.length > max ? { max, kind: 'text' } : null);
  }
  if (isInputObjectType(inner)) {
    const cached = seen.get(inner.name);
    if (cached) return cached;
    const fields: Array<[string, Check]> = [];
    // Registered before its fields so a self-referencing input type terminates.
    const check: Check = (value) => {
      if (!value || typeof value !== 'object') return null;
      for (const [name, fieldCheck] of fields) {
        const problem = fieldCheck((value as Record<string, unknown>)[name]);
        if (problem) return problem;
      }
      return null;
    };
    seen.set(inner.name, check);
    for (const field of Object.values(inner.getFields())) {
      const fieldCheck = checkerFor(schema, field.type, lengthOf(schema, field), seen);
      if (fieldCheck !== NO_CHECK) fields.push([field.name, fieldCheck]);
    }
    return check;
  }
  return NO_CHECK;
}

type Resolver = GraphQLFieldResolver<unknown, unknown>;

/**
 * Wraps every field that takes a string or list argument (anywhere inside its input objects) with
 * the cap check, outermost: it runs before @auth and before the resolver. Fields without such
 * arguments are left as they are.
 */
export function applyInputCaps(schema: GraphQLSchema): GraphQLSchema {
  const seen = new Map<string, Check>();
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig) => {
      const checks: Array<[string, Check]> = [];
      for (const [name, arg] of Object.entries(fieldConfig.args ?? {})) {
        const declared = getDirective(schema, arg, 'length')?.[0]?.max;
        const check = checkerFor(schema, arg.type, typeof declared === 'number' ? declared : undefined, seen);
        if (check !== NO_CHECK) checks.push([name, check]);
      }
      if (checks.length === 0) return fieldConfig;
      const resolve = (fieldConfig.resolve ?? defaultFieldResolver) as Resolver;
      const capped: Resolver = (source, args, ctx, info) => {
        for (const [name, check] of checks) {
          const problem = check((args as Record<string, unknown>)[name]);
          if (problem) {
            const message =
              problem.kind === 'text'
                ? BOUND_MESSAGES.textTooLong(problem.max)
                : BOUND_MESSAGES.listTooLong(problem.max);
            throw appError('BAD_USER_INPUT', message, { status: 400, field: name });
          }
        }
        return resolve(source, args, ctx, info);
      };
      return { ...fieldConfig, resolve: capped };
    },
  });
}
