import { labAnalysisSchema } from '@talhao/schema';
import { createdSchema } from '@talhao/schema/upstream/envelope';
import { upstreamLaboratorySchema } from '@talhao/schema/upstream/laboratories';
import { appError, errorCode, validate } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { idPath, laboratoriesApi } from './api';
import { fromUpstreamAnalysisType, labAnalysisBody } from './mapping';
import { LABORATORY_NOT_FOUND, SCHEDULE, SCHEDULED } from './messages';

/**
 * 'Agendar análise': the form's rules by the server's clock, then the lab (it must exist and offer the type),
 * then the create. The provider refuses a farmer the caller does not see (404) and a property of another
 * farmer (400) itself.
 */
export const laboratoryMutationResolvers: Resolvers = {
  Mutation: {
    scheduleLabAnalysis: async (_parent, { input }, ctx) => {
      const values = validate(labAnalysisSchema({ now: ctx.now() }), input);
      const { api } = laboratoriesApi(ctx);
      let offeredTypes: ReturnType<typeof fromUpstreamAnalysisType>[];
      try {
        const lab = await api.get(idPath(values.laboratoryId), { schema: upstreamLaboratorySchema, ...SCHEDULE });
        offeredTypes = lab.analyses.map((offer) => fromUpstreamAnalysisType(offer.type));
      } catch (error) {
        if (errorCode(error) === 'NOT_FOUND') {
          throw appError('NOT_FOUND', LABORATORY_NOT_FOUND, { status: 404, field: 'laboratoryId' });
        }
        throw error;
      }
      validate(labAnalysisSchema({ now: ctx.now(), offeredTypes }), input);
      const created = await api.post('/analyses', labAnalysisBody(values), { schema: createdSchema, ...SCHEDULE });
      return { message: SCHEDULED, id: created._id };
    },
  },
};
