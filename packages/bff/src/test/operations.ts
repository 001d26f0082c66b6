import { getDirective } from '@graphql-tools/utils';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';

export interface RootField {
  operation: 'query' | 'mutation';
  name: string;
  roles: string[];
  field: GraphQLField<unknown, unknown>;
}

/** Every Query and Mutation field with the roles its @auth names. */
export function rootFieldsWithAuth(schema: GraphQLSchema): RootField[] {
  const fields: RootField[] = [];
  for (const [operation, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const auth = getDirective(schema, field, 'auth')?.[0];
      if (auth) fields.push({ operation, name: field.name, roles: (auth.roles as string[] | undefined) ?? [], field });
    }
  }
  return fields;
}

/** A literal of the type that passes GraphQL validation (the BFF refuses before looking at it). */
function sampleLiteral(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sampleLiteral(type.ofType);
  if (isListType(type)) return `[${sampleLiteral(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]?.name ?? '';
  if (isInputObjectType(type)) {
    const parts = Object.values(type.getFields())
      .filter((f) => isNonNullType(f.type))
      .map((f) => `${f.name}: ${sampleLiteral(f.type)}`);
    return `{ ${parts.join(', ')} }`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return '1';
      case 'Float':
        return '1.5';
      case 'Boolean':
        return 'true';
      case 'Date':
        return '"2026-01-01"';
      default:
        return '"65a1b2c3d4e5f60718293a4b"';
    }
  }
  return 'null';
}

/** `query { field(requiredArgs…) { __typename } }`: a valid operation that calls exactly that field. */
export function operationCalling(root: RootField): string {
  const args = root.field.args.filter((a) => isNonNullType(a.type)).map((a) => `${a.name}: ${sampleLiteral(a.type)}`);
  const named = getNamedType(root.field.type);
  const selection = isCompositeType(named) ? ' { __typename }' : '';
  return `${root.operation} { ${root.name}${args.length > 0 ? `(${args.join(', ')})` : ''}${selection} }`;
}
