import { CATALOGUE, trainingSchema } from '@talhao/schema';
import { anyBodySchema, createdSchema } from '@talhao/schema/upstream/envelope';
import { participantPageSchema, trainingPageSchema, upstreamTrainingSchema } from '@talhao/schema/upstream/trainings';
import type { RequestContext } from '../../context';
import { appError, errorCode, validate } from '../../errors';
import type { ParticipantState, Resolvers, TrainingInput, TrainingState } from '../../generated/resolvers';
import { pageInfo, pageNumber } from '../base/paging';
import { roleDomainApi } from '../base/role-subject';
import { type TrainingViewer, toTraining, trainingBody, trainingFormValues } from './mapping';
import { LOAD, NO_TRAINING_AREA, PAGE_INVALID } from './messages';

/** Role-pathing (DOMAIN_FAMILIES.trainings); a MASTER reads through viewAs only. */
const trainingsApi = (ctx: RequestContext) => roleDomainApi(ctx, 'trainings', NO_TRAINING_AREA);

/** Writers: a consultant its own trainings, a company its own (never a company consultant, never under viewAs). */
const TRAINING_WRITERS = ['CONSULTANT', 'ENTERPRISE'] as const;
const trainingsWriteApi = (ctx: RequestContext) => roleDomainApi(ctx, 'trainings', NO_TRAINING_AREA, TRAINING_WRITERS);

/** Who reads: a company reads its own trainings (ownsAll); a consultant owns what names it. */
function viewerOf(ctx: RequestContext): TrainingViewer {
  const subject = ctx.subject();
  return {
    userId: subject?.userId ?? '',
    ownsAll: subject?.role === 'ENTERPRISE',
    viewAs: ctx.actingAs !== null,
    now: ctx.now(),
  };
}

const STATE_QUERY: Record<TrainingState, string> = { PLANNED: 'planned', COMPLETED: 'completed' };
const PARTICIPANT_QUERY: Record<ParticipantState, string> = {
  CONFIRMED: 'confirmed',
  PENDING: 'pending',
  CANCELED: 'canceled',
};
const idPath = (id: string) => `/${encodeURIComponent(id)}`;

/**
 * Same rules as the web form, "from tomorrow" by the server's clock; a company's form also names at least one
 * of its consultants (the provider refuses another company's).
 */
const validTraining = (ctx: RequestContext, input: TrainingInput) => {
  const companyForm = ctx.subject()?.role === 'ENTERPRISE';
  return trainingBody(validate(trainingSchema({ now: ctx.now(), companyForm }), trainingFormValues(input)), {
    companyForm,
  });
};

async function loadTraining(ctx: RequestContext, id: string, operation: 'updateTraining' | 'saveTraining') {
  const { api } = trainingsWriteApi(ctx);
  return api.get(idPath(id), { schema: upstreamTrainingSchema, operation });
}

export const trainingResolvers: Resolvers = {
  Query: {
    trainings: async (_parent, { state, page }, ctx) => {
      const pageNo = pageNumber(page, PAGE_INVALID);
      const { api } = trainingsApi(ctx);
      const list = await api.post(
        '/filter',
        {},
        { schema: trainingPageSchema, ...LOAD, query: { pageNumber: pageNo, trainingState: STATE_QUERY[state] } },
      );
      const viewer = viewerOf(ctx);
      return {
        ...pageInfo(pageNo, list.pageSize, list.total),
        items: list.items.map((t) => toTraining(t, viewer)),
      };
    },
    training: async (_parent, { id }, ctx) => {
      const { api } = trainingsApi(ctx);
      try {
        const training = await api.get(idPath(id), { schema: upstreamTrainingSchema, ...LOAD });
        return toTraining(training, viewerOf(ctx));
      } catch (error) {
        if (errorCode(error) === 'NOT_FOUND') return null;
        throw error;
      }
    },
    trainingParticipants: async (_parent, { id, state, page }, ctx) => {
      const pageNo = pageNumber(page, PAGE_INVALID);
      const { api } = trainingsApi(ctx);
      const list = await api.get(`/participants${idPath(id)}`, {
        schema: participantPageSchema,
        ...LOAD,
        query: { pageNumber: pageNo, state: PARTICIPANT_QUERY[state] },
      });
      return {
        ...pageInfo(pageNo, list.pageSize, list.total),
        items: list.items.map((p) => ({ name: p.name, email: p.email ?? null })),
      };
    },
  },
  Mutation: {
    createTraining: async (_parent, { input }, ctx) => {
      const { api } = trainingsWriteApi(ctx);
      const body = validTraining(ctx, input);
      const created = await api.post('', body, { schema: createdSchema, operation: 'saveTraining' });
      const stored = await api.get(idPath(created._id), { schema: upstreamTrainingSchema, operation: 'saveTraining' });
      return { training: toTraining(stored, viewerOf(ctx)), message: CATALOGUE.saveTraining.success };
    },
    updateTraining: async (_parent, { id, input }, ctx) => {
      const current = await loadTraining(ctx, id, 'updateTraining');
      // Held trainings are not editable (spec 001 §4); the provider refuses them too.
      if (!toTraining(current, viewerOf(ctx)).editable) {
        throw appError('BAD_USER_INPUT', TRAINING_NOT_EDITABLE, { status: 400 });
      }
      const body = validTraining(ctx, input);
      const { api } = trainingsWriteApi(ctx);
      const updated = await api.put(idPath(id), body, { schema: upstreamTrainingSchema, operation: 'updateTraining' });
      return { training: toTraining(updated, viewerOf(ctx)), message: CATALOGUE.updateTraining.success };
    },
    deleteTraining: async (_parent, { id }, ctx) => {
      const { api } = trainingsWriteApi(ctx);
      await api.delete(idPath(id), { schema: anyBodySchema, operation: 'deleteTraining' });
      return { message: CATALOGUE.deleteTraining.success };
    },
  },
};

/** Talhão's wording: the specification only hides 'Editar' once the date passed. */
export const TRAINING_NOT_EDITABLE = 'Este treinamento já foi realizado e não pode mais ser editado.';
