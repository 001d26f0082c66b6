import { z } from 'zod';
import type { FamilyName, FamilyTable } from '../families';
import type { Role } from '../roles';

/**
 * Stored files are served outside every family, at the provider's file prefix (`GET /uploads/:name`,
 * docs/rest-contract.md "Conventions"): their contract names this pseudo-family instead of a FamilyName.
 */
export const FILES_FAMILY = 'uploads';
export type ContractFamily = FamilyName | typeof FILES_FAMILY;

/** Which family each role reads and writes one kind of record through (a row of DOMAIN_FAMILIES). */
export type RoleFamilies = Partial<Record<Role, FamilyName>>;

/**
 * One REST call of the provider as Talhão implements it (docs/rest-contract.md), described by the same zod
 * schemas the BFF parses with and the fixture server answers with. Every domain's contract module
 * (`upstream/<domain>.ts`) exports its calls as `RouteContract[]`; `routes.ts` gathers them. From this one list
 * come the OpenAPI description (`openapi.ts`), the cassette validation and the check that the fixture server
 * serves nothing undescribed.
 */
export interface RouteContract {
  /** The family whose prefix the path hangs under; FILES_FAMILY for the stored files. */
  family: ContractFamily;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to the family's prefix, with fastify-style params: '', '/filter', '/property/:id'. */
  path: string;
  /** One line, English, for the OpenAPI description. */
  summary: string;
  access: 'public' | 'bearer';
  /** Query-string parameters, all strings on the wire. */
  query?: z.ZodObject;
  /** JSON body, or 'multipart' for a one-file upload in field `file`. */
  body?: z.ZodType | 'multipart';
  /**
   * A multipart body's text fields, sent before the `file` part (a document upload: an analysis's name, date
   * and property). Absent: the file is the only part.
   */
  multipartFields?: z.ZodObject;
  /** Success status (default 200) and its JSON body; `fileBytes` when the answer is a file, not JSON. */
  status?: number;
  response: z.ZodType;
}

/**
 * The marker response of a route that answers a file's bytes (with its own content type) instead of JSON.
 * Nothing parses it; an OpenAPI generator recognises it with `isFileBytes` and writes a binary body.
 */
export const fileBytes = z
  .unknown()
  .describe('The stored file’s bytes, with the content type it was uploaded as (image/png, image/jpeg, …).');

export const isFileBytes = (schema: z.ZodType): boolean => schema === fileBytes;

/** The path prefix a route hangs under: the family's prefix in `families`, or `/uploads` for the files. */
export const prefixOf = (route: Pick<RouteContract, 'family'>, families: FamilyTable): string =>
  route.family === FILES_FAMILY ? `/${FILES_FAMILY}` : families[route.family];

/** Identity, typed: lets a domain module write its list with checking and inference. */
export const defineRoutes = <const T extends readonly RouteContract[]>(routes: T): T => routes;

/** The call-count key the fixture server and the recorder share: `/family/sub-path`. */
export const routeKey = (route: Pick<RouteContract, 'family' | 'path'>) => `/${route.family}${route.path}`;
