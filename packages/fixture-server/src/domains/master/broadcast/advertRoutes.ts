import { ADVERT_MESSAGES, ENTITY_STATUS, type EntityStatus } from '@talhao/schema';
import type { advertListsSchema } from '@talhao/schema/upstream/master';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FixtureContext } from '../../../http/context';
import { conflict, notFound, parseOr400 } from '../../../http/errors';
import { created, PAGE_SIZE, paginate, parsePageNumber } from '../../../http/pagination';
import { familyRouter } from '../../../http/routing';
import { objectId } from '../../../store/ids';
import { entityImageRoute } from '../../uploads/entityImage';
import {
  ADVERTS,
  type AdvertPayload,
  type AdvertRecord,
  CONFLICT_CODES,
  newestStartFirst,
  sameContent,
  toAdvertPayload,
} from './broadcasts';
import { type AdvertInput, parseAdvertInput } from './validation';

export const ADVERT_HTTP_MESSAGES = {
  notFound: 'Anúncio não encontrado.',
  /** Creating as ACTIVE: the form's advice (create it paused and change the other). */
  activeExistsOnCreate: ADVERT_MESSAGES.activeExists,
  activeExistsOnUpdate: 'Já existe um anúncio com status ATIVO.',
  duplicate: 'Já existe um anúncio com os mesmos dados',
} as const;

const STATUSES = Object.keys(ENTITY_STATUS) as [EntityStatus, ...EntityStatus[]];
type AdvertList = 'active' | 'inactive' | 'waiting';
const LIST_OF: Record<EntityStatus, AdvertList> = {
  ACTIVE: 'active',
  INACTIVE: 'inactive',
  WAITING: 'waiting',
};

const filterBody = z.object({
  status: z.enum(STATUSES, { error: 'Status inválido' }).nullish(),
});

/** Adverts of the farmers' app (spec 000 §4 "Advert status", §5, §7, §8). At most one is ACTIVE. */
export function registerMasterAdvertRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store, now } = ctx;
  const adverts = store.collection(ADVERTS);
  const router = familyRouter(app, ctx.families, 'masterAdvertsApi');
  const bearer = { access: 'bearer' } as const;

  const byId = (request: FastifyRequest): AdvertRecord => {
    const { id } = request.params as { id: string };
    const advert = adverts.get(id);
    if (!advert) throw notFound(ADVERT_HTTP_MESSAGES.notFound);
    return advert;
  };

  /** 409s of a create or an edit (`self` is the edited advert). */
  const checkConflicts = (input: AdvertInput, self: string | null) => {
    if (input.status === 'ACTIVE' && adverts.find((a) => a._id !== self && a.status === 'ACTIVE')) {
      const message = self ? ADVERT_HTTP_MESSAGES.activeExistsOnUpdate : ADVERT_HTTP_MESSAGES.activeExistsOnCreate;
      throw conflict(message, CONFLICT_CODES.activeAdvertExists);
    }
    if (adverts.find((a) => a._id !== self && sameContent(a, input))) {
      throw conflict(ADVERT_HTTP_MESSAGES.duplicate, CONFLICT_CODES.duplicate);
    }
  };

  // Three lists, each paged by the same pageNumber; totals always cover all three.
  router.post('/filter', bearer, async (request) => {
    const pageNumber = parsePageNumber(request.query);
    const { status } = parseOr400(filterBody, request.body ?? {});
    const lists: Record<AdvertList, AdvertPayload[]> = { active: [], inactive: [], waiting: [] };
    const total: Record<AdvertList, number> = { active: 0, inactive: 0, waiting: 0 };
    for (const each of STATUSES) {
      const all = adverts.filter((a) => a.status === each).sort(newestStartFirst);
      total[LIST_OF[each]] = all.length;
      if (!status || status === each) lists[LIST_OF[each]] = paginate(all, pageNumber, toAdvertPayload).items;
    }
    const answer: z.input<typeof advertListsSchema> = { ...lists, pageNumber, pageSize: PAGE_SIZE, total };
    return answer;
  });

  router.post('', bearer, async (request, reply) => {
    const input = parseAdvertInput(request.body, { now: now(), defaultStatus: 'WAITING' });
    checkConflicts(input, null);
    const at = now();
    const advert = adverts.insert({
      _id: objectId(at),
      ...input,
      lastPush: null,
      image: null,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    });
    return reply.code(201).send(created(advert));
  });

  router.get('/:id', bearer, async (request) => toAdvertPayload(byId(request)));

  router.put('/:id', bearer, async (request) => {
    const current = byId(request);
    const input = parseAdvertInput(request.body, {
      now: now(),
      keepStart: current.startDate,
      defaultStatus: current.status,
    });
    checkConflicts(input, current._id);
    const updated = adverts.update(current._id, { ...input, updatedAt: now().toISOString() })!;
    return toAdvertPayload(updated);
  });

  entityImageRoute(router, '/picture-update/:id', bearer, ctx, {
    find: byId,
    currentUrl: (advert) => advert.image?.url,
    setImage: (advert, { url }) =>
      toAdvertPayload(adverts.update(advert._id, { image: { url }, updatedAt: now().toISOString() })!),
  });
}
