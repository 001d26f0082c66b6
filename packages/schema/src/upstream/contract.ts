import type { z } from 'zod';
import type { FamilyName } from '../families';

/**
 * One REST call of the provider as Talhão implements it (docs/rest-contract.md), described by the same zod
 * schemas the BFF parses with and the fixture server answers with. Every domain's contract module
 * (`upstream/<domain>.ts`) exports its calls as `RouteContract[]`; `routes.ts` gathers them. From this one list
 * come the OpenAPI description (`openapi.ts`), the cassette validation and the check that the fixture server
 * serves nothing undescribed.
 */
export interface RouteContract {
  family: FamilyName;
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
  /** Success status (default 200) and its JSON body. */
  status?: number;
  response: z.ZodType;
}

/** Identity, typed: lets a domain module write its list with checking and inference. */
export const defineRoutes = <const T extends readonly RouteContract[]>(routes: T): T => routes;

/** The call-count key the fixture server and the recorder share: `/family/sub-path`. */
export const routeKey = (route: Pick<RouteContract, 'family' | 'path'>) => `/${route.family}${route.path}`;
