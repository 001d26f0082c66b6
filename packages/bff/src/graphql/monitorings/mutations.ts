import { CATALOGUE, monitoringSchema } from '@talhao/schema';
import { createdSchema } from '@talhao/schema/upstream/envelope';
import { validate } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { idPath, monitoringOf, monitoringsApi, upstreamMonitoringSchema } from './api';
import { toProviderStatus } from './mapping';
import { CREATE } from './messages';

/**
 * 'Criar Monitoramento': the form's rules (the shared schema, exact texts), then POST …/monitoring with the
 * provider's spelling, then the stored record read back. The provider's 409 reads CONFLICT 'Já existe
 * monitoramento com os mesmos dados', its 403 FORBIDDEN, its 404 NOT_FOUND, its 400 (sectors not of the
 * consultancy's property) BAD_USER_INPUT — through the catalogue's createMonitoring entry.
 */
export const monitoringMutationResolvers: Resolvers = {
  Mutation: {
    createMonitoring: async (_parent, { input }, ctx) => {
      const values = validate(monitoringSchema, input);
      const api = monitoringsApi(ctx);
      const created = await api.post(
        '/monitoring',
        {
          consultancyProvided: values.consultancyProvidedId,
          title: values.title,
          description: values.description,
          status: toProviderStatus(values.status),
          sectors: values.sectorIds,
        },
        { schema: createdSchema, ...CREATE },
      );
      const stored = await api.get(`/monitoring/${idPath(created._id)}`, {
        schema: upstreamMonitoringSchema,
        ...CREATE,
      });
      return { monitoring: monitoringOf(ctx, stored), message: CATALOGUE.createMonitoring.success };
    },
  },
};
