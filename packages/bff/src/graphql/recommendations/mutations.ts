import { CATALOGUE, recommendationSchema, todayInSaoPaulo } from '@talhao/schema';
import { fieldActivityCreatedSchema, upstreamFieldActivitySchema } from '@talhao/schema/upstream/recommendations';
import type { RequestContext } from '../../context';
import { appError, errorCode, validate } from '../../errors';
import type { RecommendationInput, Resolvers } from '../../generated/resolvers';
import { landFarmerLoader } from '../farmers/land-loaders';
import { farmDataApi } from '../harvests/api';
import { toFieldActivity, toFieldActivityBody } from './mapping';
import { RECOMMENDATION_TEXTS, SAVE } from './messages';

const notFound = (message: string) => appError('NOT_FOUND', message, { status: 404 });
const idPath = (id: string) => `/${encodeURIComponent(id)}`;

/** The form's rules (forms/recommendations.ts) with São Paulo's today on the server's clock. */
const checked = (ctx: RequestContext, input: RecommendationInput, storedStartDate?: string) =>
  validate(recommendationSchema({ today: todayInSaoPaulo(ctx.now()), storedStartDate }), input);

/**
 * 'Recomendar' (spec 001 §2.5 /recomendacoes/criar) and 'Editar Recomendação'. A recommendation goes to any farmer
 * the caller sees — a consultancy's client as well as one they registered: recommending is what a consultancy
 * delivers (NOT_FOUND for an invisible farmer); only its creator edits it (spec 001 §6: FORBIDDEN, nothing sent).
 * The provider refuses the same (404 / 403).
 */
export const recommendationMutations: Resolvers = {
  Mutation: {
    createRecommendation: async (_parent, { input }, ctx) => {
      const { api, userId } = farmDataApi(ctx, 'recommendations');
      const values = checked(ctx, input);
      const farmer = await landFarmerLoader(ctx).load(values.farmerId);
      if (!farmer) throw notFound(RECOMMENDATION_TEXTS.farmerNotFound);
      const { _id } = await api.post('', toFieldActivityBody(values, values.reportId), {
        schema: fieldActivityCreatedSchema,
        ...SAVE,
      });
      const created = await api.get(idPath(_id), { schema: upstreamFieldActivitySchema, ...SAVE });
      return { fieldActivity: toFieldActivity(created, userId), message: CATALOGUE.saveRecommendation.success };
    },
    updateRecommendation: async (_parent, { id, input }, ctx) => {
      const { api, userId } = farmDataApi(ctx, 'recommendations');
      let current: ReturnType<typeof toFieldActivity>;
      try {
        current = toFieldActivity(await api.get(idPath(id), { schema: upstreamFieldActivitySchema, ...SAVE }), userId);
      } catch (error) {
        if (errorCode(error) === 'NOT_FOUND' || errorCode(error) === 'FORBIDDEN') {
          throw notFound(RECOMMENDATION_TEXTS.notFound);
        }
        throw error;
      }
      if (current.createdBy !== userId) throw appError('FORBIDDEN', RECOMMENDATION_TEXTS.notCreator, { status: 403 });
      const values = checked(ctx, input, current.startDate);
      if (values.farmerId !== current.farmerId) {
        throw appError('BAD_USER_INPUT', RECOMMENDATION_TEXTS.farmerChanged, { status: 400, field: 'farmerId' });
      }
      const saved = await api.put(idPath(id), toFieldActivityBody(values), {
        schema: upstreamFieldActivitySchema,
        ...SAVE,
      });
      return { fieldActivity: toFieldActivity(saved, userId), message: RECOMMENDATION_TEXTS.updated };
    },
  },
};
