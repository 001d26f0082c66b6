import { ACTIVITY_MESSAGES } from '@talhao/schema';
import { WORK_STATUSES } from '@talhao/schema/upstream/provided';
import { SCHEDULE_FAMILIES, WORK_SCHEDULE_FAMILIES } from '@talhao/schema/upstream/schedule';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FixtureContext } from '../../http/context';
import { calendarDay } from '../../http/dates';
import { badRequest, conflict, forbidden, notFound, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { paginate, parsePageNumber } from '../../http/pagination';
import { familyRouter } from '../../http/routing';
import { foldText } from '../../http/text';
import { objectId } from '../../store/ids';
import { USERS, type UserRecord } from '../account/users';
import { SECTORS } from '../farmers/farmers';
import { OFFERS } from '../offers/offers';
import { PROVIDED_CONSULTANCIES, type ProvidedConsultancyRecord } from '../provided/provided';
import { earliestWorkFirst, latestWorkFirst, toCompanyWorkPayload, toSetupPayload, toWorkPayload } from './payloads';
import { isCancellable, parseSetup, parseWork, providedIdOf, SCHEDULE_HTTP_MESSAGES } from './rules';
import { SCHEDULE_SETUPS, type ScheduleSetupRecord, WORKS, type WorkRecord } from './schedule';

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

type ScheduleFamily = (typeof SCHEDULE_FAMILIES)[keyof typeof SCHEDULE_FAMILIES];
type WorkScheduleFamily = (typeof WORK_SCHEDULE_FAMILIES)[keyof typeof WORK_SCHEDULE_FAMILIES];

/**
 * Whose provided consultancies a caller schedules in through a family: the independent consultant their own
 * (company null); the company consultant their own of their company.
 */
const schedulesIn = (family: WorkScheduleFamily, caller: UserRecord, record: ProvidedConsultancyRecord): boolean =>
  record.consultant === caller._id &&
  (family === WORK_SCHEDULE_FAMILIES.CONSULTANT
    ? record.company === null
    : record.company !== null && record.company === caller.companyId);

/** A work record's consultancy's company (null for an independent consultant's work). */
type CompanyOf = (work: WorkRecord) => string | null;

/**
 * Which works a caller sees through a work-schedule family: a consultant or company consultant their own; a
 * company every work of a consultancy it owns (its consultants', deleted ones included: history stays).
 */
function seesWork(family: WorkScheduleFamily, caller: UserRecord, work: WorkRecord, companyOf: CompanyOf): boolean {
  if (family === WORK_SCHEDULE_FAMILIES.CONSULTANT) return work.consultant === caller._id && companyOf(work) === null;
  if (caller.role === 'ENTERPRISE') return companyOf(work) === caller._id;
  return work.consultant === caller._id && companyOf(work) !== null && companyOf(work) === caller.companyId;
}

/**
 * The work schedules and works (spec 001 §7 "Schedule and activities", spec 002 §7 "Company calendar";
 * docs/rest-contract.md issue 4 and "Issue 16 — schedule"): consultantScheduleApi / enterpriseScheduleApi
 * (setup, calendar; the enterprise one also the company calendar) and consultantWorkScheduleApi /
 * enterpriseWorkScheduleApi (works). A setup belongs to whoever works (a consultant or company consultant);
 * a company has none and reads its consultants' works. Nobody cancels through enterpriseWorkScheduleApi (403).
 */
export function registerScheduleRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store, now } = ctx;
  const setups = store.collection(SCHEDULE_SETUPS);
  const works = store.collection(WORKS);
  const provided = store.collection(PROVIDED_CONSULTANCIES);
  const users = store.collection(USERS);
  const bearer = { access: 'bearer' } as const;
  /** Who works: a consultant (independent or of a company). */
  const worker = { access: 'bearer', roles: ['CONSULTANT', 'ENTERPRISE_CONSULTANT'] } as const;
  const company = { access: 'bearer', roles: ['ENTERPRISE'] } as const;

  const setupOf = (consultant: string): ScheduleSetupRecord | undefined =>
    setups.find((setup) => setup.consultant === consultant);
  const companyOf: CompanyOf = (work) => provided.get(work.consultancyProvided)?.company ?? null;

  /** `{startDate, endDate}`, in order and at most 400 days apart. */
  const parseRange = (body: unknown) => {
    const { startDate, endDate } = parseOr400(rangeBody, body ?? {});
    if (endDate < startDate) throw badRequest(SCHEDULE_HTTP_MESSAGES.rangeOrder);
    const days = (Date.parse(endDate) - Date.parse(startDate)) / DAY_MS;
    if (days > SCHEDULE_WORK_MAX_DAYS) throw badRequest(SCHEDULE_HTTP_MESSAGES.rangeTooLong);
    return { startDate, endDate };
  };

  for (const family of [SCHEDULE_FAMILIES.CONSULTANT, SCHEDULE_FAMILIES.ENTERPRISE] as ScheduleFamily[]) {
    const schedule = familyRouter(app, ctx.families, family);
    const workFamily: WorkScheduleFamily =
      family === SCHEDULE_FAMILIES.CONSULTANT ? WORK_SCHEDULE_FAMILIES.CONSULTANT : WORK_SCHEDULE_FAMILIES.ENTERPRISE;

    schedule.get('/setup', worker, async (request) => {
      const setup = setupOf(requireSelf(request)._id);
      if (!setup) throw notFound(SCHEDULE_HTTP_MESSAGES.setupNotFound);
      return toSetupPayload(setup);
    });

    schedule.post('', worker, async (request, reply) => {
      const consultant = requireSelf(request)._id;
      if (setupOf(consultant)) throw conflict(SCHEDULE_HTTP_MESSAGES.setupExists);
      const values = parseSetup(request.body);
      const at = now();
      const setup = setups.insert({ _id: objectId(at), consultant, ...values, updatedAt: at.toISOString() });
      return reply.code(201).send(toSetupPayload(setup));
    });

    schedule.put('', worker, async (request) => {
      const current = setupOf(requireSelf(request)._id);
      if (!current) throw notFound(SCHEDULE_HTTP_MESSAGES.setupNotFound);
      const values = parseSetup(request.body);
      return toSetupPayload(setups.update(current._id, { ...values, updatedAt: now().toISOString() })!);
    });

    // The calendar: the caller's own works, every status (the web hides CANCELED and REJECTED), not paged.
    schedule.post('/schedule-work', worker, async (request) => {
      const caller = requireSelf(request);
      const { startDate, endDate } = parseRange(request.body);
      const items = works
        .filter(
          (w) =>
            w.day >= startDate &&
            w.day <= endDate &&
            w.consultant === caller._id &&
            seesWork(workFamily, caller, w, companyOf),
        )
        .sort(earliestWorkFirst)
        .map(toWorkPayload);
      return { items };
    });
  }

  // The company calendar (spec 002 §7): every work of the company's consultancies, with who does it.
  familyRouter(app, ctx.families, SCHEDULE_FAMILIES.ENTERPRISE).post(
    '/company-schedule-work',
    company,
    async (request) => {
      const caller = requireSelf(request);
      const { startDate, endDate } = parseRange(request.body);
      const items = works
        .filter((w) => w.day >= startDate && w.day <= endDate && companyOf(w) === caller._id)
        .sort(earliestWorkFirst)
        .map((w) => toCompanyWorkPayload(w, users.get(w.consultant)));
      return { items };
    },
  );

  for (const family of [WORK_SCHEDULE_FAMILIES.CONSULTANT, WORK_SCHEDULE_FAMILIES.ENTERPRISE] as WorkScheduleFamily[]) {
    const activities = familyRouter(app, ctx.families, family);

    /** The caller's provided consultancy; anyone else's answers as missing. */
    const ownProvided = (caller: UserRecord, id: string): ProvidedConsultancyRecord => {
      const record = provided.get(id);
      if (!record || !schedulesIn(family, caller, record)) throw notFound(SCHEDULE_HTTP_MESSAGES.providedNotFound);
      return record;
    };
    /** A work the caller sees by `:id`, or 404. */
    const visibleWork = (caller: UserRecord, id: string): WorkRecord => {
      const work = works.get(id);
      if (!work || !seesWork(family, caller, work, companyOf)) throw notFound(SCHEDULE_HTTP_MESSAGES.workNotFound);
      return work;
    };

    activities.post('', worker, async (request, reply) => {
      const caller = requireSelf(request);
      const setup = setupOf(caller._id);
      if (!setup) throw badRequest(ACTIVITY_MESSAGES.noSchedule);
      const providedId = providedIdOf(request.body);
      // Without a consultancy id the form rules answer ('Selecione a consultoria prestada').
      const record = providedId ? ownProvided(caller, providedId) : null;
      const propertySectors =
        record?.property == null ? [] : store.collection(SECTORS).filter((s) => s.property === record.property);
      const input = parseWork(request.body, { setup, provided: record, propertySectors });
      const at = now();
      const work = works.insert({
        _id: objectId(at),
        consultant: caller._id,
        ...input,
        status: 'PLANNED',
        priceCalculated: null,
        createdAt: at.toISOString(),
        updatedAt: at.toISOString(),
      });
      return reply.code(201).send(toWorkPayload(work));
    });

    activities.post('/filter', bearer, async (request) => {
      const caller = requireSelf(request);
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
            seesWork(family, caller, w, companyOf) &&
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
      const caller = requireSelf(request);
      const { id } = request.params as { id: string };
      const work = visibleWork(caller, id);
      // Issue 16: the company's activities carry no cancel (spec 001 §6 "no cancel button"): refused to all.
      if (family === WORK_SCHEDULE_FAMILIES.ENTERPRISE) throw forbidden(SCHEDULE_HTTP_MESSAGES.enterpriseCancel);
      if (!cancelBody.safeParse(request.body ?? {}).success) throw badRequest(SCHEDULE_HTTP_MESSAGES.onlyCancel);
      if (!isCancellable(work)) throw conflict(ACTIVITY_MESSAGES.notCancellable);
      return toWorkPayload(works.update(work._id, { status: 'CANCELED', updatedAt: now().toISOString() })!);
    });
  }
}
