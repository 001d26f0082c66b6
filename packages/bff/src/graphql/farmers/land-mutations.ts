import {
  AREA_MESSAGES,
  areaCreateSchema,
  areaEditSchema,
  CULTURE_MESSAGES,
  cultureSchema,
  PROPERTY_MESSAGES,
  propertySchema,
  SECTOR_MESSAGES,
  sectorEditSchema,
  sectorsCreateSchema,
} from '@talhao/schema';
import { anyBodySchema, batchOf, createdSchema } from '@talhao/schema/upstream/envelope';
import {
  upstreamSectorSchema as sectorPayloadSchema,
  upstreamAreaSchema,
  upstreamPropertySchema,
} from '@talhao/schema/upstream/farmers';
import type { RequestContext } from '../../context';
import { appError, errorCode, validate } from '../../errors';
import type { PropertyInput, Resolvers, SectorInput } from '../../generated/resolvers';
import { fromAddressInput } from '../account/profile';
import { idPath, landApi } from './land-access';
import { landFarmerLoader, landPropertyLoader, primeSectors } from './land-loaders';
import { LAND_TEXTS } from './land-messages';
import { namedSectors } from './loaders';
import { toArea, toProperty } from './mapping';
import type { PropertyModel } from './models';

const notFound = (message: string) => appError('NOT_FOUND', message, { status: 404 });

/**
 * Only the farmer's creator writes their land (spec 001 §6): an invisible farmer is NOT_FOUND, a visible one
 * the subject did not register is FORBIDDEN. The provider refuses the same (404 / 403); asking first keeps the
 * texts ours and sends nothing doomed.
 */
async function requireCreator(ctx: RequestContext, farmerId: string): Promise<void> {
  const farmer = await landFarmerLoader(ctx).load(farmerId);
  if (!farmer) throw notFound(LAND_TEXTS.farmerNotFound);
  if (!farmer.createdByMe) throw appError('FORBIDDEN', LAND_TEXTS.notCreator, { status: 403 });
}

async function writableProperty(ctx: RequestContext, id: string): Promise<PropertyModel> {
  const property = await landPropertyLoader(ctx).load(id);
  if (!property) throw notFound(LAND_TEXTS.propertyNotFound);
  await requireCreator(ctx, property.farmerId);
  return property;
}

/** A provider read whose 404 / 403 means "not yours or gone": NOT_FOUND with `message`. */
async function orNotFound<T>(read: Promise<T>, message: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    const code = errorCode(error);
    if (code === 'NOT_FOUND' || code === 'FORBIDDEN') throw notFound(message);
    throw error;
  }
}

async function writableArea(ctx: RequestContext, id: string) {
  const area = await orNotFound(
    landApi(ctx, 'areas').get(idPath(id), { schema: upstreamAreaSchema, operation: 'saveArea' }),
    LAND_TEXTS.areaNotFound,
  );
  await writableProperty(ctx, area.property);
  return area;
}

async function writableSector(ctx: RequestContext, id: string) {
  const sector = await orNotFound(
    landApi(ctx, 'sectors').get(idPath(id), { schema: sectorPayloadSchema, operation: 'saveSector' }),
    LAND_TEXTS.sectorNotFound,
  );
  if (sector.property) await writableProperty(ctx, sector.property);
  else await writableArea(ctx, sector.area);
  return sector;
}

/** GraphQL input → what the shared form schema validates, then the provider's body. */
const propertyBody = (input: PropertyInput) => {
  const values = validate(propertySchema, { ...input, address: fromAddressInput(input.address) });
  return { name: values.name, address: values.address, totalArea: values.totalArea };
};

const sectorFields = (values: {
  cultureId: string;
  plotArea: number;
  plantingDate: string;
  spacingBetweenPlants: number;
  spacingBetweenStreets: number;
}) => ({
  culture: values.cultureId,
  plotArea: values.plotArea,
  plantingDate: values.plantingDate,
  spacingBetweenPlants: values.spacingBetweenPlants,
  spacingBetweenStreets: values.spacingBetweenStreets,
});

const sectorEditValues = (input: SectorInput) => validate(sectorEditSchema, input);

export const landMutationResolvers: Resolvers = {
  Mutation: {
    createProperty: async (_parent, { farmerId, input }, ctx) => {
      const body = propertyBody(input);
      await requireCreator(ctx, farmerId);
      const api = landApi(ctx, 'properties');
      const created = await api.post(idPath(farmerId), body, { schema: createdSchema, operation: 'saveProperty' });
      // The provider answers only the id: the stored record is read back.
      const stored = await api.get(`/property${idPath(created._id)}`, {
        schema: upstreamPropertySchema,
        operation: 'saveProperty',
      });
      return { property: toProperty(stored), message: PROPERTY_MESSAGES.created };
    },
    updateProperty: async (_parent, { id, input }, ctx) => {
      const body = propertyBody(input);
      await writableProperty(ctx, id);
      const updated = await landApi(ctx, 'properties').put(idPath(id), body, {
        schema: upstreamPropertySchema,
        operation: 'saveProperty',
      });
      const property = toProperty(updated);
      landPropertyLoader(ctx).clear(id).prime(id, property);
      return { property, message: PROPERTY_MESSAGES.updated };
    },
    deleteProperty: async (_parent, { id }, ctx) => {
      await writableProperty(ctx, id);
      await landApi(ctx, 'properties').delete(idPath(id), { schema: anyBodySchema, operation: 'deleteProperty' });
      landPropertyLoader(ctx).clear(id);
      return { message: PROPERTY_MESSAGES.deleted };
    },
    createArea: async (_parent, { input }, ctx) => {
      const values = validate(areaCreateSchema, input);
      await writableProperty(ctx, values.propertyId);
      const api = landApi(ctx, 'areas');
      const created = await api.post(
        '',
        { property: values.propertyId, name: values.name },
        { schema: createdSchema, operation: 'saveArea' },
      );
      const stored = await api.get(idPath(created._id), { schema: upstreamAreaSchema, operation: 'saveArea' });
      return { area: toArea(stored), message: AREA_MESSAGES.created };
    },
    updateArea: async (_parent, { id, name }, ctx) => {
      const values = validate(areaEditSchema, { name });
      await writableArea(ctx, id);
      const updated = await landApi(ctx, 'areas').put(
        idPath(id),
        { name: values.name },
        { schema: upstreamAreaSchema, operation: 'saveArea' },
      );
      return { area: toArea(updated), message: AREA_MESSAGES.updated };
    },
    deleteArea: async (_parent, { id }, ctx) => {
      await writableArea(ctx, id);
      await landApi(ctx, 'areas').delete(idPath(id), { schema: anyBodySchema, operation: 'deleteArea' });
      return { message: AREA_MESSAGES.deleted };
    },
    createSectors: async (_parent, { input }, ctx) => {
      const values = validate(sectorsCreateSchema, input);
      await writableArea(ctx, values.areaId);
      // One sector takes its name; several are left unnamed for the provider to number 'Setor N' as it
      // stores them (docs/rest-contract.md), so two tabs creating at once cannot pick the same names.
      const one = { area: values.areaId, ...sectorFields(values) };
      const sectors =
        values.quantity === 1 ? [{ ...one, name: values.name }] : Array.from({ length: values.quantity }, () => one);
      const created = await landApi(ctx, 'sectors').post(
        '',
        { sectors },
        { schema: batchOf(sectorPayloadSchema), operation: 'saveSector' },
      );
      const models = await namedSectors(ctx, created.items);
      primeSectors(ctx, models);
      return { sectors: models, message: SECTOR_MESSAGES.created };
    },
    updateSector: async (_parent, { id, input }, ctx) => {
      const values = sectorEditValues(input);
      await writableSector(ctx, id);
      const updated = await landApi(ctx, 'sectors').put(
        idPath(id),
        { name: values.name, ...sectorFields(values) },
        { schema: sectorPayloadSchema, operation: 'saveSector' },
      );
      const [sector] = await namedSectors(ctx, [updated]);
      primeSectors(ctx, [sector!]);
      return { sector: sector!, message: SECTOR_MESSAGES.updated };
    },
    deleteSector: async (_parent, { id }, ctx) => {
      await writableSector(ctx, id);
      await landApi(ctx, 'sectors').delete(idPath(id), { schema: anyBodySchema, operation: 'deleteSector' });
      return { message: SECTOR_MESSAGES.deleted };
    },
    createCulture: async (_parent, { farmerId, name }, ctx) => {
      const values = validate(cultureSchema, { name });
      await requireCreator(ctx, farmerId);
      const created = await landApi(ctx, 'cultures').post(idPath(farmerId), values, {
        schema: createdSchema,
        operation: 'saveCulture',
      });
      return {
        culture: { __typename: 'Culture', id: created._id, name: values.name },
        message: CULTURE_MESSAGES.created,
      };
    },
  },
};
