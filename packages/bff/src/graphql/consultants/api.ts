import { companyConsultantPageSchema, type UpstreamCompanyConsultant } from '@talhao/schema/upstream/consultants';
import type { RequestContext } from '../../context';
import { roleDomainApi } from '../base/role-subject';
import { LOAD, NO_CONSULTANTS_AREA } from './messages';

/** The company (or the company a master views) and its consultants' family (DOMAIN_FAMILIES.consultants). */
export const consultantsApi = (ctx: RequestContext) =>
  roleDomainApi(ctx, 'consultants', NO_CONSULTANTS_AREA, ['ENTERPRISE']);

/** One page of the company's active consultants (`POST …/filter {company, isDeleted: false}`). */
export function companyConsultantsPage(ctx: RequestContext, pageNumber: number) {
  const { api, subject } = consultantsApi(ctx);
  return api.post(
    '/filter',
    { company: subject.userId, isDeleted: false },
    { schema: companyConsultantPageSchema, ...LOAD, query: { pageNumber } },
  );
}

/** More pages than this is not a consulting company's team; the home names the first ones. */
const MAX_PAGES = 10;

/**
 * Every active consultant of the company: the first page, then the others together once it says how many
 * there are (a company home lists each consultant's month).
 */
export async function everyCompanyConsultant(ctx: RequestContext): Promise<UpstreamCompanyConsultant[]> {
  const first = await companyConsultantsPage(ctx, 1);
  const pages = Math.min(MAX_PAGES, Math.ceil(first.total / Math.max(1, first.pageSize)));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => companyConsultantsPage(ctx, index + 2)),
  );
  return [first, ...rest].flatMap((page) => page.items);
}
