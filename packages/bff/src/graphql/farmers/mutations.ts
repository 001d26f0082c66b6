import { CATALOGUE, FARMER_MESSAGES, farmerCreateSchema, farmerEditSchema } from '@talhao/schema';
import { createdSchema } from '@talhao/schema/upstream/envelope';
import { upstreamFarmerSchema } from '@talhao/schema/upstream/farmers';
import type { RequestContext } from '../../context';
import { appError, validate } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { fromAddressInput } from '../account/profile';
import { farmerApi, farmerPath } from './farmer-access';
import { farmerLoader } from './loaders';
import { toFarmer } from './mapping';
import { FARMER_NOT_FOUND, NOT_FARMER_CREATOR } from './messages';
import type { FarmerModel } from './models';

/** Values without the optional ones left empty (the provider gets no `password: undefined`). */
const defined = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/** The farmer as the caller sees it now (read through the request's loader, primed afresh). */
async function reload(ctx: RequestContext, id: string): Promise<FarmerModel> {
  const loader = farmerLoader(ctx);
  const farmer = await loader.clear(id).load(id);
  if (!farmer) throw appError('NOT_FOUND', FARMER_NOT_FOUND, { status: 404 });
  return farmer;
}

/**
 * 'Novo Agricultor' and 'Editar Agricultor' (spec 001 §5 "Farmer", §7, §8) through the role's farmer family.
 * Both apply the shared form schema first (same messages as the web form). Only the farmer's creator edits:
 * the BFF refuses before calling (FORBIDDEN), and the provider refuses too (403).
 */
export const farmerMutationResolvers: Resolvers = {
  Mutation: {
    createFarmer: async (_parent, { input }, ctx) => {
      const values = validate(farmerCreateSchema, {
        ...input,
        address: fromAddressInput(input.address),
        password: input.password ?? undefined,
      });
      const { api } = farmerApi(ctx);
      // 409 'Conflito: celular ou email já cadastrado(s)', other statuses 'Parece que ocorreu um erro! (…)'.
      const created = await api.post('', defined(values), { schema: createdSchema, operation: 'registerFarmer' });
      return { farmer: await reload(ctx, created._id), message: FARMER_MESSAGES.created };
    },
    updateFarmer: async (_parent, { id, input }, ctx) => {
      const values = validate(farmerEditSchema, {
        ...input,
        address: fromAddressInput(input.address),
        birthDate: input.birthDate ?? undefined,
      });
      const { api, subject } = farmerApi(ctx);
      const current = await farmerLoader(ctx).load(id);
      if (!current) throw appError('NOT_FOUND', FARMER_NOT_FOUND, { status: 404 });
      if (!current.createdByMe) throw appError('FORBIDDEN', NOT_FARMER_CREATOR, { status: 403 });
      // A cleared birth date is sent as null (the edit replaces the profile's fields).
      const body = { ...values, birthDate: values.birthDate ?? null };
      const updated = await api.put(farmerPath(id), body, { schema: upstreamFarmerSchema, operation: 'updateFarmer' });
      const farmer = toFarmer(updated, subject.userId);
      farmerLoader(ctx).clear(id).prime(id, farmer);
      const message =
        subject.role === 'ENTERPRISE_CONSULTANT' ? FARMER_MESSAGES.updated : CATALOGUE.updateFarmer.success;
      return { farmer, message };
    },
  },
};
