import { ACCOUNT_ROUTES } from './account';
import type { RouteContract } from './contract';
import { MASTER_ROUTES } from './master';

/**
 * Every REST call the provider offers Talhão, domain by domain (issue 13 §2, §6, §7). Each domain's contract
 * module contributes its list; the fixture-server test `routes-described.test.ts` fails on any route it serves
 * that is missing here.
 */
export const ROUTE_CONTRACTS: readonly RouteContract[] = [...ACCOUNT_ROUTES, ...MASTER_ROUTES];

/** The contract a recorded or live call answers to: same method, family and a path matching the template. */
export function findRouteContract(method: string, family: string, subPath: string): RouteContract | undefined {
  const upper = method.toUpperCase();
  return ROUTE_CONTRACTS.find(
    (route) => route.method === upper && route.family === family && templateMatches(route.path, subPath),
  );
}

function templateMatches(template: string, path: string): boolean {
  const wanted = template.split('/');
  const actual = path.split('?')[0]?.split('/') ?? [];
  if (wanted.length !== actual.length) return false;
  return wanted.every((part, index) => (part.startsWith(':') ? (actual[index] ?? '') !== '' : part === actual[index]));
}
