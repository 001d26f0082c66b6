import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { batchIds, batchPage } from '../../http/batch';
import type { FixtureContext } from '../../http/context';
import { badRequest, notFound, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { paginate, parsePageNumber } from '../../http/pagination';
import { familyRouter } from '../../http/routing';
import { foldText } from '../../http/text';
import { USERS, type UserRecord } from '../account/users';
import {
  AREAS,
  type AreaRecord,
  CULTURES,
  PROPERTIES,
  type PropertyRecord,
  SECTORS,
  type SectorRecord,
} from './farmers';
import { byName, toAreaPayload, toPropertyPayload, toSectorPayload } from './payloads';
import { visibleFarmerIds } from './visibility';

export const FARM_HTTP_MESSAGES = {
  farmerNotFound: 'Agricultor não encontrado.',
  propertyNotFound: 'Propriedade não encontrada.',
  areaNotFound: 'Área não encontrada.',
  sectorNotFound: 'Setor não encontrado.',
  sectorFilter: 'Informe _id, property ou area',
} as const;

const nameFilter = z.object({ name: z.string().nullish(), _id: batchIds.optional() });
const sectorFilter = z.object({
  _id: batchIds.optional(),
  property: z.string().min(1).optional(),
  area: batchIds.optional(),
});

/** `needle` folded for an accent-insensitive "contains", or null when the filter is blank. */
const needleOf = (name: string | null | undefined) => (name?.trim() ? foldText(name.trim()) : null);

/** Records of `ids` (deduplicated, in the order asked) that `visible` lets through. */
function pickByIds<T>(
  ids: readonly string[],
  get: (id: string) => T | undefined,
  visible: (record: T) => boolean,
): T[] {
  const found: T[] = [];
  for (const id of new Set(ids)) {
    const record = get(id);
    if (record && visible(record)) found.push(record);
  }
  return found;
}

/**
 * Read-only farm lookups (docs/rest-contract.md issue 4, "farm lookups"): the farmerPropertyApi /
 * farmerAreaApi / farmerSectorApi lookups (the farmers themselves: profileRoutes.ts). A caller
 * sees only the farmers domains/farmers/visibility.ts allows, and their properties, areas and sectors;
 * anything else answers 404 (or is absent from a batch).
 */
export function registerFarmerRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store } = ctx;
  const users = store.collection(USERS);
  const properties = store.collection(PROPERTIES);
  const areas = store.collection(AREAS);
  const sectors = store.collection(SECTORS);
  const cultures = store.collection(CULTURES);
  const read = { access: 'bearer' } as const;

  const visibleTo = (request: FastifyRequest) => visibleFarmerIds(store, requireSelf(request));
  const param = (request: FastifyRequest, name: string) => (request.params as Record<string, string>)[name] ?? '';

  const visibleFarmer = (request: FastifyRequest, id: string): UserRecord => {
    const farmer = users.get(id);
    if (!farmer || !visibleTo(request).has(farmer._id)) throw notFound(FARM_HTTP_MESSAGES.farmerNotFound);
    return farmer;
  };
  const visibleProperty = (request: FastifyRequest, id: string): PropertyRecord => {
    const property = properties.get(id);
    if (!property || !visibleTo(request).has(property.user)) throw notFound(FARM_HTTP_MESSAGES.propertyNotFound);
    return property;
  };
  const visibleArea = (request: FastifyRequest, id: string): AreaRecord => {
    const area = areas.get(id);
    if (!area || !visibleTo(request).has(area.user)) throw notFound(FARM_HTTP_MESSAGES.areaNotFound);
    return area;
  };
  // Ids of each property's areas and each area's sectors, indexed once per answer (spec 001 §3's `areas`, `sectors`).
  const propertyPayloads = () => {
    const byProperty = new Map<string, string[]>();
    for (const area of areas.all()) byProperty.set(area.property, [...(byProperty.get(area.property) ?? []), area._id]);
    return (record: PropertyRecord) => toPropertyPayload(record, byProperty.get(record._id) ?? []);
  };
  const areaPayloads = () => {
    const byArea = new Map<string, string[]>();
    for (const sector of sectors.all()) byArea.set(sector.area, [...(byArea.get(sector.area) ?? []), sector._id]);
    return (record: AreaRecord) => toAreaPayload(record, byArea.get(record._id) ?? []);
  };
  const sectorPayload = (record: SectorRecord) =>
    toSectorPayload(record, record.culture ? cultures.get(record.culture) : undefined, areas.get(record.area));

  // Properties.
  const propertyApi = familyRouter(app, ctx.families, 'farmerPropertyApi');
  const propertiesOfFarmer = async (request: FastifyRequest) => {
    const farmer = visibleFarmer(request, param(request, 'farmerId'));
    const pageNumber = parsePageNumber(request.query);
    const { name } = parseOr400(nameFilter, request.body ?? {});
    const needle = needleOf(name);
    const matches = properties
      .filter((p) => p.user === farmer._id && (needle === null || foldText(p.name).includes(needle)))
      .sort(byName);
    return paginate(matches, pageNumber, propertyPayloads());
  };
  propertyApi.post('/filter/:farmerId', read, propertiesOfFarmer);
  propertyApi.get('/filter/:farmerId', read, propertiesOfFarmer);
  propertyApi.post('/filter', read, async (request) => {
    const { _id } = parseOr400(z.object({ _id: batchIds }), request.body ?? {});
    const visible = visibleTo(request);
    return batchPage(
      pickByIds(
        _id,
        (id) => properties.get(id),
        (p) => visible.has(p.user),
      ).map(propertyPayloads()),
      _id,
    );
  });
  propertyApi.get('/property/:id', read, async (request) =>
    propertyPayloads()(visibleProperty(request, param(request, 'id'))),
  );

  // Areas.
  const areaApi = familyRouter(app, ctx.families, 'farmerAreaApi');
  const areasOfProperty = async (request: FastifyRequest) => {
    const property = visibleProperty(request, param(request, 'propertyId'));
    const pageNumber = parsePageNumber(request.query);
    return paginate(areas.filter((a) => a.property === property._id).sort(byName), pageNumber, areaPayloads());
  };
  areaApi.get('/property/:propertyId', read, areasOfProperty);
  areaApi.post('/property/:propertyId', read, areasOfProperty);

  // Sectors.
  const sectorApi = familyRouter(app, ctx.families, 'farmerSectorApi');
  const visibleSector = (request: FastifyRequest, id: string): SectorRecord => {
    const sector = sectors.get(id);
    if (!sector || !visibleTo(request).has(sector.user)) throw notFound(FARM_HTTP_MESSAGES.sectorNotFound);
    return sector;
  };
  sectorApi.get('/area/:areaId', read, async (request) => {
    const area = visibleArea(request, param(request, 'areaId'));
    const pageNumber = parsePageNumber(request.query);
    return paginate(sectors.filter((s) => s.area === area._id).sort(byName), pageNumber, sectorPayload);
  });
  sectorApi.get('/:id', read, async (request) => sectorPayload(visibleSector(request, param(request, 'id'))));
  sectorApi.post('/filter', read, async (request) => {
    const filter = parseOr400(sectorFilter, request.body ?? {});
    if (filter._id) {
      const visible = visibleTo(request);
      return batchPage(
        pickByIds(
          filter._id,
          (id) => sectors.get(id),
          (s) => visible.has(s.user),
        ).map(sectorPayload),
        filter._id,
      );
    }
    if (filter.area) {
      // Every sector of those areas (issue 14: a page of areas with their sectors in one call), by area
      // in the order asked, then by name; areas the caller cannot see are left out.
      const asked = [...new Set(Array.isArray(filter.area) ? filter.area : [filter.area])];
      const visible = visibleTo(request);
      const order = new Map(asked.map((id, index) => [id, index]));
      const all = sectors
        .filter((s) => order.has(s.area) && visible.has(s.user))
        .sort(
          (a, b) =>
            (order.get(a.area) ?? 0) - (order.get(b.area) ?? 0) ||
            a.name.localeCompare(b.name, 'pt-BR', { numeric: true }) ||
            a._id.localeCompare(b._id),
        )
        .map(sectorPayload);
      return { items: all, pageNumber: 1, pageSize: Math.max(1, all.length), total: all.length };
    }
    if (!filter.property) throw badRequest(FARM_HTTP_MESSAGES.sectorFilter);
    // Every sector of the property, unpaged, by area then name (a property has a few dozen at most).
    const property = visibleProperty(request, filter.property);
    const areaOrder = new Map(
      areas
        .filter((a) => a.property === property._id)
        .sort(byName)
        .map((a, index) => [a._id, index]),
    );
    const all = sectors
      .filter((s) => areaOrder.has(s.area))
      .sort((a, b) => (areaOrder.get(a.area) ?? 0) - (areaOrder.get(b.area) ?? 0) || byName(a, b))
      .map(sectorPayload);
    return { items: all, pageNumber: 1, pageSize: Math.max(1, all.length), total: all.length };
  });
}
