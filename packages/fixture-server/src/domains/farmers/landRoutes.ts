import {
  areaCreateBodySchema,
  areaUpdateBodySchema,
  cultureBodySchema,
  propertyBodySchema,
  type SectorBody,
  sectorsCreateBodySchema,
  sectorUpdateBodySchema,
} from '@talhao/schema/upstream/land';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FixtureContext } from '../../http/context';
import { badRequest, conflict, forbidden, notFound, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { paginate, parsePageNumber } from '../../http/pagination';
import { familyRouter } from '../../http/routing';
import { foldText } from '../../http/text';
import { objectId } from '../../store/ids';
import { USERS, type UserRecord } from '../account/users';
import {
  AREAS,
  type AreaRecord,
  CULTURES,
  type CultureRecord,
  PROPERTIES,
  type PropertyRecord,
  SECTORS,
} from './farmers';
import { byName, toAreaPayload, toPropertyPayload, toSectorPayload } from './payloads';
import { FARM_HTTP_MESSAGES } from './routes';
import { FARM_WRITERS, visibleFarmerIds } from './visibility';

export const LAND_HTTP_MESSAGES = {
  /** A write on the land of a farmer the caller can see but did not register (spec 001 §6). */
  notCreator: 'Apenas quem cadastrou o agricultor pode alterar as terras dele.',
  cultureNotFound: 'Cultura não encontrada.',
  cultureExists: 'Essa cultura já está cadastrada',
  sectorsOfOneArea: 'Os setores devem ser de uma mesma área',
} as const;

/** The number of a 'Setor N' name, or 0. */
const sectorNumber = (name: string) => Number(/^Setor (\d+)$/.exec(name)?.[1] ?? 0);

/**
 * A farmer's land written (docs/rest-contract.md "Issue 14 — farmers (land)"): properties, areas, sectors
 * and cultures. Records of a farmer the caller cannot see answer 404; writes on a visible farmer the caller
 * did not register answer 403 (only the farmer's creator changes their land). Deletes cascade: a property
 * takes its areas and sectors, an area its sectors.
 */
export function registerLandRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store, now } = ctx;
  const users = store.collection(USERS);
  const properties = store.collection(PROPERTIES);
  const areas = store.collection(AREAS);
  const sectors = store.collection(SECTORS);
  const cultures = store.collection(CULTURES);
  const bearer = { access: 'bearer' } as const;
  // Writes: consultants and company consultants only (a company reads its consultants' land: 403).
  const write = { access: 'bearer', roles: FARM_WRITERS } as const;

  const param = (request: FastifyRequest, name: string) => (request.params as Record<string, string>)[name] ?? '';

  /** The farmer `id` as the caller sees it: 404 when invisible, and (for writes) 403 when not theirs. */
  const farmerFor = (request: FastifyRequest, id: string, write: boolean): UserRecord => {
    const caller = requireSelf(request);
    const farmer = users.get(id);
    if (!farmer || !visibleFarmerIds(store, caller).has(farmer._id)) throw notFound(FARM_HTTP_MESSAGES.farmerNotFound);
    if (write && farmer.createdBy !== caller._id) throw forbidden(LAND_HTTP_MESSAGES.notCreator);
    return farmer;
  };
  const owned = <T extends { user: string }>(
    request: FastifyRequest,
    record: T | undefined,
    missing: string,
    write: boolean,
  ): T => {
    if (!record || !visibleFarmerIds(store, requireSelf(request)).has(record.user)) throw notFound(missing);
    farmerFor(request, record.user, write);
    return record;
  };
  const propertyOf = (request: FastifyRequest, id: string, write = true): PropertyRecord =>
    owned(request, properties.get(id), FARM_HTTP_MESSAGES.propertyNotFound, write);
  const areaOf = (request: FastifyRequest, id: string, write = true): AreaRecord =>
    owned(request, areas.get(id), FARM_HTTP_MESSAGES.areaNotFound, write);
  const cultureOf = (id: string, farmerId: string): CultureRecord => {
    const culture = cultures.get(id);
    if (!culture || culture.user !== farmerId) throw notFound(LAND_HTTP_MESSAGES.cultureNotFound);
    return culture;
  };
  const areaIds = (propertyId: string) => areas.filter((a) => a.property === propertyId).map((a) => a._id);
  const sectorIds = (areaId: string) => sectors.filter((s) => s.area === areaId).map((s) => s._id);
  const sectorPayload = (id: string) => {
    const record = sectors.get(id)!;
    return toSectorPayload(record, record.culture ? cultures.get(record.culture) : undefined, areas.get(record.area));
  };
  const stamp = () => now().toISOString();

  // Properties.
  const propertyApi = familyRouter(app, ctx.families, 'farmerPropertyApi');
  propertyApi.post('/:farmerId', write, async (request, reply) => {
    const farmer = farmerFor(request, param(request, 'farmerId'), true);
    const body = parseOr400(propertyBodySchema, request.body ?? {});
    const at = now();
    const property = properties.insert({
      _id: objectId(at),
      user: farmer._id,
      name: body.name,
      address: body.address,
      totalArea: body.totalArea,
      propertyPicture: null,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    });
    return reply.code(201).send({ _id: property._id });
  });
  propertyApi.put('/:id', write, async (request) => {
    const property = propertyOf(request, param(request, 'id'));
    const body = parseOr400(propertyBodySchema, request.body ?? {});
    const updated = properties.update(property._id, { ...body, updatedAt: stamp() })!;
    return toPropertyPayload(updated, areaIds(updated._id));
  });
  propertyApi.delete('/:id', write, async (request) => {
    const property = propertyOf(request, param(request, 'id'));
    sectors.removeWhere((s) => s.property === property._id);
    areas.removeWhere((a) => a.property === property._id);
    properties.remove(property._id);
    return { _id: property._id };
  });

  // Areas.
  const areaApi = familyRouter(app, ctx.families, 'farmerAreaApi');
  areaApi.post('', write, async (request, reply) => {
    const body = parseOr400(areaCreateBodySchema, request.body ?? {});
    const property = propertyOf(request, body.property);
    const at = now();
    const area = areas.insert({
      _id: objectId(at),
      user: property.user,
      property: property._id,
      name: body.name,
      plotArea: null,
      createdAt: at.toISOString(),
    });
    return reply.code(201).send({ _id: area._id });
  });
  areaApi.get('/:id', bearer, async (request) => {
    const area = areaOf(request, param(request, 'id'), false);
    return toAreaPayload(area, sectorIds(area._id));
  });
  areaApi.put('/:id', write, async (request) => {
    const area = areaOf(request, param(request, 'id'));
    const { name } = parseOr400(areaUpdateBodySchema, request.body ?? {});
    return toAreaPayload(areas.update(area._id, { name })!, sectorIds(area._id));
  });
  areaApi.delete('/:id', write, async (request) => {
    const area = areaOf(request, param(request, 'id'));
    sectors.removeWhere((s) => s.area === area._id);
    areas.remove(area._id);
    return { _id: area._id };
  });

  // Sectors.
  const sectorApi = familyRouter(app, ctx.families, 'farmerSectorApi');
  const sectorFields = (body: Omit<SectorBody, 'area' | 'name'>) => ({
    culture: body.culture,
    plotArea: body.plotArea,
    plantingDate: body.plantingDate,
    spacingBetweenStreets: body.spacingBetweenStreets,
    spacingBetweenPlants: body.spacingBetweenPlants,
    numberOfPlants: Math.floor((body.plotArea * 10_000) / (body.spacingBetweenPlants * body.spacingBetweenStreets)),
  });
  sectorApi.post('', write, async (request, reply) => {
    const body = parseOr400(sectorsCreateBodySchema, request.body ?? {});
    const areaIdsAsked = new Set(body.sectors.map((s) => s.area));
    if (areaIdsAsked.size !== 1) throw badRequest(LAND_HTTP_MESSAGES.sectorsOfOneArea);
    const area = areaOf(request, [...areaIdsAsked][0]!);
    for (const sector of body.sectors) cultureOf(sector.culture, area.user);
    // 'Setor N' continues from the area's sectors as stored now (count or highest number, whichever is
    // larger), in this one synchronous step: two tabs creating at once get distinct names.
    const existing = sectors.filter((s) => s.area === area._id);
    let next = Math.max(existing.length, ...existing.map((s) => sectorNumber(s.name)), 0);
    const created = body.sectors.map((sector, index) => {
      const at = new Date(now().getTime() + index);
      const record = sectors.insert({
        _id: objectId(at),
        user: area.user,
        property: area.property,
        area: area._id,
        name: sector.name ?? `Setor ${++next}`,
        ...sectorFields(sector),
        createdAt: at.toISOString(),
      });
      return sectorPayload(record._id);
    });
    return reply.code(201).send({ items: created });
  });
  sectorApi.put('/:id', write, async (request) => {
    const sector = owned(request, sectors.get(param(request, 'id')), FARM_HTTP_MESSAGES.sectorNotFound, true);
    const body = parseOr400(sectorUpdateBodySchema, request.body ?? {});
    cultureOf(body.culture, sector.user);
    sectors.update(sector._id, { name: body.name, ...sectorFields(body) });
    return sectorPayload(sector._id);
  });
  sectorApi.delete('/:id', write, async (request) => {
    const sector = owned(request, sectors.get(param(request, 'id')), FARM_HTTP_MESSAGES.sectorNotFound, true);
    sectors.remove(sector._id);
    return { _id: sector._id };
  });

  // Cultures.
  const cultureApi = familyRouter(app, ctx.families, 'farmerCultureApi');
  cultureApi.get('/user/:farmerId', bearer, async (request) => {
    const farmer = farmerFor(request, param(request, 'farmerId'), false);
    const pageNumber = parsePageNumber(request.query);
    return paginate(cultures.filter((c) => c.user === farmer._id).sort(byName), pageNumber, (c) => ({
      _id: c._id,
      name: c.name,
      user: c.user,
    }));
  });
  cultureApi.post('/:farmerId', write, async (request, reply) => {
    const farmer = farmerFor(request, param(request, 'farmerId'), true);
    const { name } = parseOr400(cultureBodySchema, request.body ?? {});
    if (cultures.find((c) => c.user === farmer._id && foldText(c.name) === foldText(name))) {
      throw conflict(LAND_HTTP_MESSAGES.cultureExists);
    }
    const culture = cultures.insert({ _id: objectId(now()), user: farmer._id, name });
    return reply.code(201).send({ _id: culture._id });
  });
}
