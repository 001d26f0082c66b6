import { ADVERT_MESSAGES, advertSchema, CATALOGUE, type EntityStatus, todayInSaoPaulo } from '@talhao/schema';
import {
  advertListsSchema,
  createdSchema,
  type UpstreamAdvert,
  upstreamAdvertSchema,
} from '@talhao/schema/upstream/master';
import type { RequestContext } from '../../context';
import { errorCode } from '../../errors';
import type { Advert, AdvertInput, Resolvers } from '../../generated/resolvers';
import { pageInfo, pageNumber } from '../base/paging';
import { advertBody, advertFormValues, toAdvert } from './broadcast-mapping';
import { validateBroadcast } from './broadcast-validation';
import { ITEM_LOAD, LIST_LOAD, PAGE_INVALID } from './messages';

const LIST_OF: Record<EntityStatus, 'active' | 'inactive' | 'waiting'> = {
  ACTIVE: 'active',
  INACTIVE: 'inactive',
  WAITING: 'waiting',
};

/** Provider 409 codes (docs/rest-contract.md); each has its own text. */
const ACTIVE_ADVERT_EXISTS = 'ACTIVE_ADVERT_EXISTS';
/** Creating as ACTIVE: the form's advice to create it paused. Editing or switching status: §8's text. */
const ON_CREATE = { [ACTIVE_ADVERT_EXISTS]: ADVERT_MESSAGES.activeExists };
const ON_CHANGE = { [ACTIVE_ADVERT_EXISTS]: CATALOGUE.setAdvertStatus.byStatus[409] };

const advertsApi = (ctx: RequestContext) => ctx.upstream.family('masterAdvertsApi');
const advertPath = (id: string) => `/${encodeURIComponent(id)}`;
const today = (ctx: RequestContext) => todayInSaoPaulo(ctx.now());

/** One advert for a page, or null on 404 (other failures: the generic load text). */
async function findAdvert(ctx: RequestContext, id: string): Promise<UpstreamAdvert | null> {
  try {
    return await advertsApi(ctx).get(advertPath(id), { schema: upstreamAdvertSchema, ...ITEM_LOAD });
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') return null;
    throw error;
  }
}

/** One advert for a write: 404 becomes the operation's catalogue text. */
async function loadAdvert(ctx: RequestContext, id: string, operation: 'saveAdvert' | 'setAdvertStatus') {
  return advertsApi(ctx).get(advertPath(id), { schema: upstreamAdvertSchema, operation });
}

const putAdvert = (
  ctx: RequestContext,
  id: string,
  body: object,
  operation: 'saveAdvert' | 'setAdvertStatus',
): Promise<UpstreamAdvert> =>
  advertsApi(ctx).put(advertPath(id), body, { schema: upstreamAdvertSchema, operation, codeMessages: ON_CHANGE });

/** Same rules as the form, with today in São Paulo by the server's clock (spec 000 §5). */
export async function createAdvert(ctx: RequestContext, input: AdvertInput) {
  const values = validateBroadcast(advertSchema({ today: today(ctx) }), advertFormValues(input));
  const body = advertBody(values);
  const created = await advertsApi(ctx).post('', body, {
    schema: createdSchema,
    operation: 'saveAdvert',
    codeMessages: ON_CREATE,
  });
  const advert: Advert = toAdvert({ _id: created._id, ...body, lastPush: null, image: null });
  return { advert, message: CATALOGUE.saveAdvert.success };
}

/** An edit keeps its stored start date valid even once it is in the past (keepStart). */
export async function updateAdvert(ctx: RequestContext, id: string, input: AdvertInput) {
  const stored = await loadAdvert(ctx, id, 'saveAdvert');
  const rules = { today: today(ctx), keepStart: stored.startDate.slice(0, 10) };
  const values = validateBroadcast(advertSchema(rules), advertFormValues(input));
  const updated = await putAdvert(ctx, id, advertBody(values), 'saveAdvert');
  return { advert: toAdvert(updated), message: CATALOGUE.saveAdvert.success };
}

/** Activate, pause or deactivate: the stored advert written back with the new status. */
export async function setAdvertStatus(ctx: RequestContext, id: string, status: EntityStatus) {
  const stored = await loadAdvert(ctx, id, 'setAdvertStatus');
  if (stored.status === status) return { advert: toAdvert(stored), message: CATALOGUE.setAdvertStatus.success };
  const body = {
    title: stored.title,
    message: stored.message,
    ...(stored.url ? { url: stored.url } : {}),
    status,
    notificationPeriodicity: stored.notificationPeriodicity,
    startDate: stored.startDate.slice(0, 10),
    endDate: stored.endDate.slice(0, 10),
    role: stored.role,
  };
  const updated = await putAdvert(ctx, id, body, 'setAdvertStatus');
  return { advert: toAdvert(updated), message: CATALOGUE.setAdvertStatus.success };
}

export const advertResolvers: Resolvers = {
  Query: {
    /** The provider answers three lists; the page of the one asked for is returned. */
    adverts: async (_parent, { status, page }, ctx) => {
      const pageNo = pageNumber(page, PAGE_INVALID);
      const lists = await advertsApi(ctx).post(
        '/filter',
        { status },
        { schema: advertListsSchema, ...LIST_LOAD, query: { pageNumber: pageNo } },
      );
      const list = LIST_OF[status];
      return { ...pageInfo(pageNo, lists.pageSize, lists.total[list]), items: lists[list].map(toAdvert) };
    },
    advert: async (_parent, { id }, ctx) => {
      const advert = await findAdvert(ctx, id);
      return advert ? toAdvert(advert) : null;
    },
  },
  Mutation: {
    createAdvert: (_parent, { input }, ctx) => createAdvert(ctx, input),
    updateAdvert: (_parent, { id, input }, ctx) => updateAdvert(ctx, id, input),
    setAdvertStatus: (_parent, { id, status }, ctx) => setAdvertStatus(ctx, id, status),
  },
};
