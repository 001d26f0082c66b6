import { ACCOUNT_ROUTES } from './account';
import { ANALYSES_ROUTES } from './analyses';
import { BOUNDARY_ROUTES } from './boundary';
import { CONSULTANTS_ROUTES } from './consultants';
import type { RouteContract } from './contract';
import { FARMERS_ROUTES } from './farmers';
import { FINANCES_ROUTES } from './finances';
import { HARVESTS_ROUTES } from './harvests';
import { INVENTORY_ROUTES } from './inventory';
import { LABORATORIES_ROUTES } from './laboratories';
import { LAND_ROUTES } from './land';
import { MASTER_ROUTES } from './master';
import { MONITORINGS_ROUTES } from './monitorings';
import { OFFERS_ROUTES } from './offers';
import { PROVIDED_ROUTES } from './provided';
import { RECOMMENDATIONS_ROUTES } from './recommendations';
import { REPORT_PDF_ROUTES } from './reportPdf';
import { REPORTS_ROUTES } from './reports';
import { SCHEDULE_ROUTES } from './schedule';
import { TRAININGS_ROUTES } from './trainings';
import { UPLOADS_ROUTES } from './uploads';

/**
 * Every REST call the provider offers Talhão, domain by domain (issue 13 §2, §6, §7). Each domain's contract
 * module contributes its list; the fixture-server test `routes-described.test.ts` fails on any route it serves
 * that is missing here.
 */
export const ROUTE_CONTRACTS: readonly RouteContract[] = [
  ...ACCOUNT_ROUTES,
  ...MASTER_ROUTES,
  ...OFFERS_ROUTES,
  ...PROVIDED_ROUTES,
  ...FARMERS_ROUTES,
  ...LAND_ROUTES,
  ...SCHEDULE_ROUTES,
  ...TRAININGS_ROUTES,
  ...FINANCES_ROUTES,
  ...ANALYSES_ROUTES,
  ...UPLOADS_ROUTES,
  ...INVENTORY_ROUTES,
  ...BOUNDARY_ROUTES,
  ...HARVESTS_ROUTES,
  ...RECOMMENDATIONS_ROUTES,
  ...LABORATORIES_ROUTES,
  ...MONITORINGS_ROUTES,
  ...REPORTS_ROUTES,
  ...REPORT_PDF_ROUTES,
  ...CONSULTANTS_ROUTES,
];

/**
 * The contract a recorded or live call answers to: same method, family and a path matching the template.
 * Where several templates match (`/requests` and `/:id`), the one with fewer params wins, as in fastify.
 */
export function findRouteContract(method: string, family: string, subPath: string): RouteContract | undefined {
  const upper = method.toUpperCase();
  const matches = ROUTE_CONTRACTS.filter(
    (route) => route.method === upper && route.family === family && templateMatches(route.path, subPath),
  );
  return matches.sort((a, b) => paramCount(a.path) - paramCount(b.path))[0];
}

const paramCount = (template: string) => template.split('/').filter((part) => part.startsWith(':')).length;

function templateMatches(template: string, path: string): boolean {
  const wanted = template.split('/');
  const actual = path.split('?')[0]?.split('/') ?? [];
  if (wanted.length !== actual.length) return false;
  return wanted.every((part, index) => (part.startsWith(':') ? (actual[index] ?? '') !== '' : part === actual[index]));
}
