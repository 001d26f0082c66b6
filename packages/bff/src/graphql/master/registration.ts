import {
  CATALOGUE,
  type CatalogueOperation,
  companyRegistrationSchema,
  consultantRegistrationSchema,
  type FamilyName,
  farmerRegistrationSchema,
} from '@talhao/schema';
import { createdSchema } from '@talhao/schema/upstream/master';
import type { z } from 'zod';
import type { RequestContext } from '../../context';
import { validate } from '../../errors';
import type { AddressInput, Resolvers } from '../../generated/resolvers';
import { fromAddressInput } from '../account/profile';

type RegistrationOperation = Extract<CatalogueOperation, 'registerCompany' | 'registerConsultant' | 'registerFarmer'>;

/**
 * Validates with the registration form's own zod schema (same message, `extensions.field`), then
 * `POST {profile family}`: 201 → the catalogue's success text; 409/400/other → its error texts.
 */
async function register<S extends z.ZodType>(
  ctx: RequestContext,
  target: { family: FamilyName; operation: RegistrationOperation; schema: S },
  input: Record<string, unknown> & { address: AddressInput },
) {
  const values = validate(target.schema, { ...input, address: fromAddressInput(input.address) }) as Record<
    string,
    unknown
  >;
  // Optional farmer fields left empty are not sent at all.
  const body = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  const created = await ctx.upstream
    .family(target.family)
    .post('', body, { schema: createdSchema, operation: target.operation });
  return { id: created._id, message: CATALOGUE[target.operation].success };
}

export const registrationResolvers: Resolvers = {
  Mutation: {
    registerCompany: (_parent, { input }, ctx) =>
      register(
        ctx,
        { family: 'enterpriseProfileApi', operation: 'registerCompany', schema: companyRegistrationSchema },
        input,
      ),
    registerConsultant: (_parent, { input }, ctx) =>
      register(
        ctx,
        { family: 'consultantProfileApi', operation: 'registerConsultant', schema: consultantRegistrationSchema },
        input,
      ),
    registerFarmer: (_parent, { input }, ctx) =>
      register(
        ctx,
        { family: 'farmerProfileApi', operation: 'registerFarmer', schema: farmerRegistrationSchema },
        { ...input, email: input.email ?? undefined, password: input.password ?? undefined },
      ),
  },
};
