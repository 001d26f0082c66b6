import { getDirective } from '@graphql-tools/utils';
import type { Role } from '@talhao/schema';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';

/**
 * Operations generated from the schema for the security suite: one minimal, valid operation per
 * field, so a new field is covered the day it lands in the SDL, with no hand-written list.
 */

const ROOTS = ['Query', 'Mutation'] as const;
type RootName = (typeof ROOTS)[number];

/** A field and the access rule its SDL declares. */
export interface FieldRule {
  /** `Type.field` */
  coordinate: string;
  typeName: string;
  fieldName: string;
  /** The roles @auth names ([] = any signed-in user); null for a @public field. */
  roles: Role[] | null;
}

/** An operation that reaches one field, and where that field sits in the response. */
export interface GeneratedOperation {
  query: string;
  /** Response keys from the root to the field (list indexes left out). */
  path: string[];
}

type AnyField = GraphQLField<unknown, unknown>;

const authOf = (schema: GraphQLSchema, field: AnyField): Role[] | undefined => {
  const directive = getDirective(schema, field, 'auth')?.[0];
  if (!directive) return undefined;
  return (directive.roles as Role[] | null | undefined) ?? [];
};
const isPublic = (schema: GraphQLSchema, field: AnyField): boolean => !!getDirective(schema, field, 'public')?.[0];

const objectTypes = (schema: GraphQLSchema): GraphQLObjectType[] =>
  Object.values(schema.getTypeMap()).filter(
    (type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'),
  );

/** Every field of any object type that carries @auth or @public (root fields first). */
export function fieldRules(schema: GraphQLSchema): FieldRule[] {
  const rules: FieldRule[] = [];
  for (const type of objectTypes(schema)) {
    for (const field of Object.values(type.getFields())) {
      const roles = authOf(schema, field);
      if (roles === undefined && !isPublic(schema, field)) continue;
      rules.push({
        coordinate: `${type.name}.${field.name}`,
        typeName: type.name,
        fieldName: field.name,
        roles: roles ?? null,
      });
    }
  }
  const rootFirst = (rule: FieldRule) => (ROOTS.includes(rule.typeName as RootName) ? 0 : 1);
  return rules.sort((a, b) => rootFirst(a) - rootFirst(b));
}

/** `Type.field` of every Query/Mutation field with neither @auth nor @public. */
export function rootFieldsWithoutRule(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const rootName of ROOTS) {
    const root = schema.getType(rootName);
    if (!root || !isObjectType(root)) continue;
    for (const field of Object.values(root.getFields())) {
      if (authOf(schema, field) === undefined && !isPublic(schema, field)) missing.push(`${rootName}.${field.name}`);
    }
  }
  return missing;
}

/** Whether a field's rule lets `role` in (null = a visitor). */
export function admits(rule: Pick<FieldRule, 'roles'>, role: Role | null): boolean {
  if (rule.roles === null) return true;
  if (role === null) return false;
  return rule.roles.length === 0 || rule.roles.includes(role);
}

const PLACEHOLDER_SCALARS: Record<string, string> = {
  ID: '"1"',
  String: '"x"',
  Int: '1',
  Float: '1',
  Boolean: 'true',
  Date: '"2026-01-01"',
  DateTime: '"2026-01-01T12:00:00.000Z"',
};

/** A literal that passes validation: required input fields filled recursively, lists of one. */
export function placeholderLiteral(type: GraphQLInputType): string {
  if (isNonNullType(type)) return placeholderLiteral(type.ofType);
  if (isListType(type)) return `[${placeholderLiteral(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]?.name ?? 'null';
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return `{ ${fields.map((f) => `${f.name}: ${placeholderLiteral(f.type)}`).join(', ')} }`;
  }
  if (isScalarType(type)) return PLACEHOLDER_SCALARS[type.name] ?? '"x"';
  return 'null';
}

/** `(a: .., b: ..)` with every required argument, plus `extra` literals (e.g. viewAs). */
function argumentList(field: AnyField, extra: Record<string, string> = {}): string {
  const parts = field.args
    .filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined && !(arg.name in extra))
    .map((arg) => `${arg.name}: ${placeholderLiteral(arg.type)}`);
  for (const [name, literal] of Object.entries(extra)) parts.push(`${name}: ${literal}`);
  return parts.length > 0 ? `(${parts.join(', ')})` : '';
}

const hasSelection = (type: GraphQLNamedType) => isObjectType(type) || isAbstractType(type);

/** One step from a parent to a child object type: the field, and the fragment when the field is abstract. */
interface Step {
  field: AnyField;
  fragmentOn: string | null;
}

/**
 * The shortest way from a root field `role` may use down to an object type (a field of a non-root type
 * can only be asked through a root above it). Null when no root the role may use reaches it.
 */
function routeTo(schema: GraphQLSchema, target: string, role: Role | null): { root: RootName; steps: Step[] } | null {
  for (const rootName of ROOTS) {
    const root = schema.getType(rootName);
    if (!root || !isObjectType(root)) continue;
    const seen = new Set<string>([rootName]);
    let frontier: Array<{ type: GraphQLObjectType; steps: Step[] }> = [{ type: root, steps: [] }];
    while (frontier.length > 0) {
      const next: typeof frontier = [];
      for (const { type, steps } of frontier) {
        if (type.name === target && steps.length > 0) return { root: rootName, steps };
        for (const field of Object.values(type.getFields())) {
          if (type.name === rootName) {
            const roles = authOf(schema, field);
            if (!admits({ roles: roles ?? (isPublic(schema, field) ? null : []) }, role)) continue;
          }
          const named = getNamedType(field.type);
          const children = isObjectType(named)
            ? [{ child: named, fragmentOn: null }]
            : isAbstractType(named)
              ? schema.getPossibleTypes(named).map((child) => ({ child, fragmentOn: child.name }))
              : [];
          for (const { child, fragmentOn } of children) {
            if (seen.has(child.name)) continue;
            seen.add(child.name);
            next.push({ type: child, steps: [...steps, { field, fragmentOn }] });
          }
        }
      }
      frontier = next;
    }
  }
  return null;
}

/**
 * A minimal operation asking for `Type.field`: placeholder arguments, `__typename` under object
 * types. A field of a non-root type is reached through the shortest route from a root field `role`
 * may use (so the refusal under test is the field's own, not its parent's).
 */
export function operationFor(
  schema: GraphQLSchema,
  rule: Pick<FieldRule, 'typeName' | 'fieldName'>,
  options: { role?: Role | null; extraArgs?: Record<string, string> } = {},
): GeneratedOperation {
  const type = schema.getType(rule.typeName);
  if (!type || !isObjectType(type)) throw new Error(`${rule.typeName} não é um tipo objeto`);
  const field = type.getFields()[rule.fieldName];
  if (!field) throw new Error(`${rule.typeName}.${rule.fieldName} não existe`);
  const leaf = `${field.name}${argumentList(field, options.extraArgs)}${hasSelection(getNamedType(field.type)) ? ' { __typename }' : ''}`;
  if (ROOTS.includes(rule.typeName as RootName)) {
    return { query: `${rule.typeName === 'Mutation' ? 'mutation' : 'query'} { ${leaf} }`, path: [field.name] };
  }
  const route = routeTo(schema, rule.typeName, options.role ?? null);
  if (!route) throw new Error(`nenhuma consulta permitida a ${options.role ?? 'visitante'} chega a ${rule.typeName}`);
  let body = leaf;
  for (const step of [...route.steps].reverse()) {
    const inner = step.fragmentOn ? `... on ${step.fragmentOn} { ${body} }` : body;
    body = `${step.field.name}${argumentList(step.field)} { __typename ${inner} }`;
  }
  return {
    query: `${route.root === 'Mutation' ? 'mutation' : 'query'} { ${body} }`,
    path: [...route.steps.map((s) => s.field.name), field.name],
  };
}
