import { CATALOGUE, type ProvidedConsultancyValues, providedConsultancySchema } from '@talhao/schema';
import { anyBodySchema, createdSchema } from '@talhao/schema/upstream/envelope';
import { upstreamProvidedSchema } from '@talhao/schema/upstream/provided';
import { validate } from '../../errors';
import type { ProvidedConsultancyInput, Resolvers } from '../../generated/resolvers';
import { idPath, PROVIDED_WRITERS, primeProvided, providedApi, REQUEST_ANSWERERS } from './api';
import { toProviderStatus } from './mapping';
import { ANSWER_REFUSED, REQUEST_ACCEPTED, REQUEST_REFUSED, WRITE_REFUSED } from './messages';

/** GraphQL input → what the shared form schema validates (GraphQL status spelling, as the input). */
const formValues = (input: ProvidedConsultancyInput) => ({
  offerId: input.offerId,
  farmerId: input.farmerId,
  propertyId: input.propertyId,
  fixedPrice: input.fixedPrice,
  status: input.status,
  startDate: input.startDate,
  endDate: input.endDate ?? undefined,
});

/** Validated values → the provider's body (docs/rest-contract.md "Provided consultancy"). */
const providedBody = (values: ProvidedConsultancyValues) => ({
  consultancy: values.offerId,
  user: values.farmerId,
  property: values.propertyId,
  fixedPrice: values.fixedPrice,
  status: toProviderStatus(values.status),
  startDate: values.startDate,
});

export const providedMutationResolvers: Resolvers = {
  Mutation: {
    createProvidedConsultancy: async (_parent, { input }, ctx) => {
      const { api } = providedApi(ctx, PROVIDED_WRITERS, WRITE_REFUSED);
      const values = validate(providedConsultancySchema('create'), formValues(input));
      const body = { ...providedBody(values), ...(values.endDate ? { endDate: values.endDate } : {}) };
      const created = await api.post('', body, { schema: createdSchema, operation: 'createProvided' });
      // The provider answers only the id; the record it stored is read back (createdAt, status as kept).
      const stored = await api.get(idPath(created._id), {
        schema: upstreamProvidedSchema,
        operation: 'createProvided',
      });
      const [providedConsultancy] = primeProvided(ctx, [stored]);
      return { providedConsultancy: providedConsultancy!, message: CATALOGUE.createProvided.success };
    },
    updateProvidedConsultancy: async (_parent, { id, input }, ctx) => {
      const { api } = providedApi(ctx, PROVIDED_WRITERS, WRITE_REFUSED);
      const values = validate(providedConsultancySchema('edit'), formValues(input));
      // A full replacement: a cleared end date is sent as null ('Não especificado').
      const body = { _id: id, ...providedBody(values), endDate: values.endDate ?? null };
      const updated = await api.put('', body, {
        schema: upstreamProvidedSchema,
        operation: 'updateProvided',
      });
      const [providedConsultancy] = primeProvided(ctx, [updated]);
      return { providedConsultancy: providedConsultancy!, message: CATALOGUE.updateProvided.success };
    },
    deleteProvidedConsultancy: async (_parent, { id }, ctx) => {
      const { api } = providedApi(ctx, PROVIDED_WRITERS, WRITE_REFUSED);
      await api.delete(idPath(id), { schema: anyBodySchema, operation: 'deleteProvided' });
      return { message: CATALOGUE.deleteProvided.success };
    },
    answerConsultancyRequest: async (_parent, { id, accept }, ctx) => {
      const { api } = providedApi(ctx, REQUEST_ANSWERERS, ANSWER_REFUSED);
      const answered = await api.put(`/requests${idPath(id)}`, undefined, {
        schema: upstreamProvidedSchema,
        operation: 'answerRequest',
        query: { res: accept },
      });
      const [providedConsultancy] = primeProvided(ctx, [answered]);
      return { providedConsultancy: providedConsultancy!, message: accept ? REQUEST_ACCEPTED : REQUEST_REFUSED };
    },
  },
};
