import { farmerPageSchema } from '@talhao/schema/upstream/farmers';
import type { RequestContext } from '../../context';
import { pageInfo } from '../base/paging';
import { farmerApi } from './farmer-access';
import { farmerLoader } from './loaders';
import { toFarmer } from './mapping';
import { LOAD } from './messages';
import type { FarmerModel } from './models';

/**
 * One page of the farmers the subject sees, by name: ONE `POST {farmer family}/users-registered/filter` (each row's
 * 'Propriedades' count is the payload's `properties` ids). Primes the by-id loader. The `farmers` query and the
 * farmers CSV export read through it.
 */
export async function farmerPage(ctx: RequestContext, search: string | undefined, pageNo: number) {
  const {
    api,
    subject: { userId },
  } = farmerApi(ctx);
  const list = await api.post('/users-registered/filter', search ? { name: search } : {}, {
    schema: farmerPageSchema,
    ...LOAD,
    query: { pageNumber: pageNo },
  });
  const loader = farmerLoader(ctx);
  const items: FarmerModel[] = list.items.map((farmer) => toFarmer(farmer, userId));
  for (const farmer of items) loader.clear(farmer.id).prime(farmer.id, farmer);
  return { ...pageInfo(pageNo, list.pageSize, list.total), items };
}
