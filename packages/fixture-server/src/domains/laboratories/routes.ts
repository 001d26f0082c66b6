import { type Coords, LAB_MESSAGES, labAnalysisSchema } from '@talhao/schema';
import { labAnalysisBodySchema, laboratoryFilterSchema } from '@talhao/schema/upstream/laboratories';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FixtureContext } from '../../http/context';
import { badRequest, notFound, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { created, paginate, parsePageNumber } from '../../http/pagination';
import { familyRouter } from '../../http/routing';
import { foldText } from '../../http/text';
import { objectId } from '../../store/ids';
import { USERS, type UserRecord } from '../account/users';
import { PROPERTIES } from '../farmers/farmers';
import { visibleFarmerIds } from '../farmers/visibility';
import { LAB_ANALYSES, LABORATORIES, type LabAnalysisRecord, type LaboratoryRecord } from './laboratories';
import { distanceKm, toLabAnalysisPayload, toLaboratoryPayload } from './payloads';

export const LAB_HTTP_MESSAGES = {
  laboratoryNotFound: LAB_MESSAGES.laboratoryNotFound,
  farmerNotFound: 'Agricultor não encontrado.',
  notOffered: LAB_MESSAGES.notOffered,
  propertyNotFarmers: 'A propriedade não pertence ao agricultor',
} as const;

const byName = (a: LaboratoryRecord, b: LaboratoryRecord) =>
  a.name.localeCompare(b.name, 'pt-BR') || (a._id < b._id ? -1 : 1);

/**
 * consultantLaboratoryApi (docs/rest-contract.md "Issue 14 — laboratories"): every lab, nearest to the caller
 * first; the caller's associated labs; the caller's lab records and scheduling a new one for a farmer the caller
 * sees (domains/farmers/visibility.ts). Another consultant's record is never listed.
 */
export function registerLaboratoryRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store } = ctx;
  const labs = store.collection(LABORATORIES);
  const records = store.collection(LAB_ANALYSES);
  const users = store.collection(USERS);
  const properties = store.collection(PROPERTIES);
  const read = { access: 'bearer' } as const;
  const router = familyRouter(app, ctx.families, 'consultantLaboratoryApi');

  const callerOf = (request: FastifyRequest): { user: UserRecord; coords: Coords | null } => {
    const user = requireSelf(request);
    return { user, coords: user.address?.coords ?? null };
  };
  const payloadFor = (request: FastifyRequest) => {
    const { user, coords } = callerOf(request);
    return (lab: LaboratoryRecord) => toLaboratoryPayload(lab, { _id: user._id, coords });
  };
  const matching = (body: unknown) => {
    const { name, analysisType } = parseOr400(laboratoryFilterSchema, body ?? {});
    const needle = name?.trim() ? foldText(name.trim()) : null;
    return (lab: LaboratoryRecord) =>
      (needle === null || foldText(lab.name).includes(needle)) &&
      (!analysisType || lab.analyses.some((offer) => offer.type === analysisType));
  };

  // Nearest first when the caller has coordinates (the index is a map of nearby labs), else by name.
  router.post('/filter', read, async (request) => {
    const pageNumber = parsePageNumber(request.query);
    const { coords } = callerOf(request);
    const distance = (lab: LaboratoryRecord) => (coords ? distanceKm(coords, lab.address.coords) : 0);
    const found = labs.filter(matching(request.body)).sort((a, b) => distance(a) - distance(b) || byName(a, b));
    return paginate(found, pageNumber, payloadFor(request));
  });

  router.post('/associated/filter', read, async (request) => {
    const pageNumber = parsePageNumber(request.query);
    const { user } = callerOf(request);
    const accepts = matching(request.body);
    const found = labs.filter((lab) => lab.associatedWith.includes(user._id) && accepts(lab)).sort(byName);
    return paginate(found, pageNumber, payloadFor(request));
  });

  router.post('/analyses/filter', read, async (request) => {
    const pageNumber = parsePageNumber(request.query);
    parseOr400(z.object({}), request.body ?? {});
    const { user } = callerOf(request);
    const mine = records
      .filter((record) => record.owner === user._id)
      .sort(
        (a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt) || (a._id < b._id ? 1 : -1),
      );
    return paginate(mine, pageNumber, (record) =>
      toLabAnalysisPayload(record, {
        farmer: users.get(record.farmer)?.name ?? '',
        property: record.property ? (properties.get(record.property)?.name ?? null) : null,
        laboratory: labs.get(record.laboratory)?.name ?? '',
      }),
    );
  });

  // A record SCHEDULED for today up to 12 months ahead (São Paulo), at the lab's price of that type.
  router.post('/analyses', read, async (request, reply) => {
    const body = parseOr400(labAnalysisBodySchema, request.body ?? {});
    const { user } = callerOf(request);
    const lab = labs.get(body.laboratory);
    if (!lab) throw notFound(LAB_HTTP_MESSAGES.laboratoryNotFound);
    const offer = lab.analyses.find((candidate) => candidate.type === body.analysisType);
    if (!offer) throw badRequest(LAB_HTTP_MESSAGES.notOffered);
    if (!visibleFarmerIds(store, user).has(body.farmer)) throw notFound(LAB_HTTP_MESSAGES.farmerNotFound);
    if (body.property && properties.get(body.property)?.user !== body.farmer) {
      throw badRequest(LAB_HTTP_MESSAGES.propertyNotFarmers);
    }
    parseOr400(labAnalysisSchema({ now: ctx.now() }).shape.date, body.date);
    const at = ctx.now();
    const record: LabAnalysisRecord = records.insert({
      _id: objectId(at),
      owner: user._id,
      laboratory: lab._id,
      farmer: body.farmer,
      property: body.property ?? null,
      type: body.analysisType,
      date: body.date,
      status: 'SCHEDULED',
      price: offer.price,
      createdAt: at.toISOString(),
    });
    return reply.code(201).send(created(record));
  });

  router.get('/:id', read, async (request) => {
    const lab = labs.get((request.params as { id: string }).id);
    if (!lab) throw notFound(LAB_HTTP_MESSAGES.laboratoryNotFound);
    return payloadFor(request)(lab);
  });
}
