import { BOUND_MESSAGES, isBoundedDate, isBoundedDateTime, isCalendarDate } from '@talhao/schema';
import { GraphQLScalarType, Kind, type ValueNode, valueFromASTUntyped } from 'graphql';

/**
 * A refusal worded for the user. graphql-js prefixes a scalar's error with English ("Variable
 * "$input" got invalid value …") and keeps a plain Error as `originalError`; the GraphQL plugin's
 * formatError finds this class in that chain and answers with its pt-BR message alone.
 */
export class UserInputMessage extends Error {
  override name = 'UserInputMessage';
}

/**
 * A blank passes: it means "not filled in", and the form's own rule (shared with the web) words
 * the required message ('Insira a data de início'), as the browser would.
 */
function dayOrThrow(value: unknown): string {
  if (value === '') return value;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || !isCalendarDate(value)) {
    throw new UserInputMessage(BOUND_MESSAGES.invalidDate);
  }
  if (!isBoundedDate(value)) throw new UserInputMessage(BOUND_MESSAGES.dateOutOfRange);
  return value;
}

function dateTimeOrThrow(value: unknown): string {
  if (value === '') return value;
  if (typeof value !== 'string' || !isBoundedDateTime(value)) throw new UserInputMessage(BOUND_MESSAGES.invalidDate);
  return value;
}

const literal = (parse: (value: unknown) => string) => (node: ValueNode) =>
  parse(node.kind === Kind.STRING ? node.value : undefined);

/** yyyy-MM-dd: a day that exists, between 1900 and 2100, or blank. Output is passed through as the provider wrote it. */
export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'ISO-8601 calendar date, yyyy-MM-dd.',
  serialize: (value) => String(value),
  parseValue: dayOrThrow,
  parseLiteral: literal(dayOrThrow),
});

/** ISO-8601 date-time with a zone, on a day that exists between 1900 and 2100. */
export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'ISO-8601 date-time string.',
  serialize: (value) => String(value),
  parseValue: dateTimeOrThrow,
  parseLiteral: literal(dateTimeOrThrow),
});

/**
 * Any JSON value, passed through as sent (a GeoJSON geometry, say). The field that takes it validates its
 * shape with the shared zod schema; the request body limit bounds its size before anything runs.
 */
export const JsonScalar = new GraphQLScalarType<unknown, unknown>({
  name: 'JSON',
  description: "Any JSON value (a GeoJSON geometry, say); the field's own rules check its shape.",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (node, variables) => valueFromASTUntyped(node, variables),
});
