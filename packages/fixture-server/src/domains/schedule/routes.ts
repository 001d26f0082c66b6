import { ACTIVITY_MESSAGES } from '@talhao/schema';
import { WORK_STATUSES } from '@talhao/schema/upstream/provided';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FixtureContext } from '../../http/context';
import { calendarDay } from '../../http/dates';
import { badRequest, conflict, notFound, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { paginate, parsePageNumber } from '../../http/pagination';
import { familyRouter } from '../../http/routing';
import { foldText } from '../../http/text';
import { objectId } from '../../store/ids';
import { SECTORS } from '../farmers/farmers';
import { OFFERS } from '../offers/offers';
import { PROVIDED_CONSULTANCIES, type ProvidedConsultancyRecord } from '../provided/provided';
import { earliestWorkFirst, latestWorkFirst, toSetupPayload, toWorkPayload } from './payloads';
import { isCancellable, parseSetup, parseWork, providedIdOf, SCHEDULE_HTTP_MESSAGES } from './rules';
import { SCHEDULE_SETUPS, type ScheduleSetupRecord, WORKS } from './schedule';

/** The longest calendar range one schedule-work call reads. */
export const SCHEDULE_WORK_MAX_DAYS = 400;
const DAY_MS = 86_400_000;

const rangeBody = z.object({ startDate: calendarDay('startDate'), endDate: calendarDay('endDate') });

const filterBody = z.object({
  /** One work by id (the BFF reads a work's status before cancelling it). */
  _id: z.string().nullish(),
  consultancyProvided: z.string().nullish(),
  /** One farmer's works (the farmer hub's 'Visitas técnicas' count, issue 14). */
  user: z.string().nullish(),
  status: z.array(z.enum(WORK_STATUSES), { error: 'status deve ser uma lista de status' }).nullish(),
});
const filterQuery = z.object({ product: z.string().optional() }).loose();

const cancelBody = z.object({ status: z.literal('CANCELED') }).strict();

/**
 * The consultant's work schedule and works (spec 001 §7 "Schedule and activities";
 * docs/rest-contract.md issue 4): consultantScheduleApi (setup, calendar) and consultantWorkScheduleApi.
 */
export function registerScheduleRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store, now } = ctx;
  const setups = store.collection(SCHEDULE_SETUPS);
  const works = store.collection(WORKS);
  const provided = store.collection(PROVIDED_CONSULTANCIES);
  const bearer = { access: 'bearer' } as const;

  const setupOf = (consultant: string): ScheduleSetupRecord | undefined =>
    setups.find((setup) => setup.consultant === consultant);

  const schedule = familyRouter(app, ctx.families, 'consultantScheduleApi');

  schedule.get('/setup', bearer, async (request) => {
    const setup = setupOf(requireSelf(request)._id);
    if (!setup) throw notFound(SCHEDULE_HTTP_MESSAGES.setupNotFound);
    return toSetupPayload(setup);
  });

  schedule.post('', bearer, async (request, reply) => {
    const consultant = requireSelf(request)._id;
    if (setupOf(consultant)) throw conflict(SCHEDULE_HTTP_MESSAGES.setupExists);
    const values = parseSetup(request.body);
    const at = now();
    const setup = setups.insert({ _id: objectId(at), consultant, ...values, updatedAt: at.toISOString() });
    return reply.code(201).send(toSetupPayload(setup));
  });

  schedule.put('', bearer, async (request) => {
    const current = setupOf(requireSelf(request)._id);
    if (!current) throw notFound(SCHEDULE_HTTP_MESSAGES.setupNotFound);
    const values = parseSetup(request.body);
    return toSetupPayload(setups.update(current._id, { ...values, updatedAt: now().toISOString() })!);
  });

  // The calendar: every status (the web hides CANCELED and REJECTED itself), by day and start, not paged.
  schedule.post('/schedule-work', bearer, async (request) => {
    const consultant = requireSelf(request)._id;
    const { startDate, endDate } = parseOr400(rangeBody, request.body ?? {});
    if (endDate < startDate) throw badRequest(SCHEDULE_HTTP_MESSAGES.rangeOrder);
    const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS;
    if (days > SCHEDULE_WORK_MAX_DAYS) throw badRequest(SCHEDULE_HTTP_MESSAGES.rangeTooLong);
    const items = works
      .filter((w) => w.consultant === consultant && w.day >= startDate && w.day <= endDate)
      .sort(earliestWorkFirst)
      .map(toWorkPayload);
    return { items };
  });

  const activities = familyRouter(app, ctx.families, 'consultantWorkScheduleApi');

  /** The caller's provided consultancy; another consultant's answers as missing. */
  const ownProvided = (consultant: string, id: string): ProvidedConsultancyRecord => {
    const record = provided.get(id);
    if (!record || record.consultant !== consultant) throw notFound(SCHEDULE_HTTP_MESSAGES.providedNotFound);
    return record;
  };

  activities.post('', bearer, async (request, reply) => {
    const consultant = requireSelf(request)._id;
    const setup = setupOf(consultant);
    if (!setup) throw badRequest(ACTIVITY_MESSAGES.noSchedule);
    const providedId = providedIdOf(request.body);
    // Without a consultancy id the form rules answer ('Selecione a consultoria prestada').
    const record = providedId ? ownProvided(consultant, providedId) : null;
    const propertySectors =
      record?.property == null ? [] : store.collection(SECTORS).filter((s) => s.property === record.property);
    const input = parseWork(request.body, { setup, provided: record, propertySectors });
    const at = now();
    const work = works.insert({
      _id: objectId(at),
      consultant,
      ...input,
      status: 'PLANNED',
      priceCalculated: null,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    });
    return reply.code(201).send(toWorkPayload(work));
  });

  activities.post('/filter', bearer, async (request) => {
    const consultant = requireSelf(request)._id;
    const pageNumber = parsePageNumber(request.query);
    const { product } = parseOr400(filterQuery, request.query ?? {});
    const body = parseOr400(filterBody, request.body ?? {});
    const statuses = body.status?.length ? new Set<string>(body.status) : null;
    const needle = product?.trim() ? foldText(product.trim()) : null;
    const offerNames = new Map<string, string>();
    /** The offer's name of a work, through its provided consultancy (cached per call). */
    const offerNameOf = (providedId: string): string => {
      let name = offerNames.get(providedId);
      if (name === undefined) {
        const offer = store.collection(OFFERS).get(provided.get(providedId)?.consultancy ?? '');
        name = offer ? foldText(offer.name) : '';
        offerNames.set(providedId, name);
      }
      return name;
    };
    const list = works
      .filter(
        (w) =>
          w.consultant === consultant &&
          (!body._id || w._id === body._id) &&
          (!body.consultancyProvided || w.consultancyProvided === body.consultancyProvided) &&
          (!body.user || w.user === body.user) &&
          (!statuses || statuses.has(w.status)) &&
          (!needle || foldText(w.title).includes(needle) || offerNameOf(w.consultancyProvided).includes(needle)),
      )
      .sort(latestWorkFirst);
    return paginate(list, pageNumber, toWorkPayload);
  });

  activities.put('/:id', bearer, async (request) => {
    const consultant = requireSelf(request)._id;
    const { id } = request.params as { id: string };
    const work = works.get(id);
    if (!work || work.consultant !== consultant) throw notFound(SCHEDULE_HTTP_MESSAGES.workNotFound);
    if (!cancelBody.safeParse(request.body ?? {}).success) throw badRequest(SCHEDULE_HTTP_MESSAGES.onlyCancel);
    if (!isCancellable(work)) throw conflict(ACTIVITY_MESSAGES.notCancellable);
    return toWorkPayload(works.update(work._id, { status: 'CANCELED', updatedAt: now().toISOString() })!);
  });
}
