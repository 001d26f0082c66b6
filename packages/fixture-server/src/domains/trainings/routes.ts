import { type FamilyName, todayInSaoPaulo } from '@talhao/schema';
import { companyTrainingBodySchema, trainingBodySchema } from '@talhao/schema/upstream/trainings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FixtureContext } from '../../http/context';
import { badRequest, conflict, type IssueTexts, notFound, parseOr400 } from '../../http/errors';
import { created, PAGE_SIZE, type Page, paginate, parsePageNumber } from '../../http/pagination';
import { familyRouter } from '../../http/routing';
import { objectId } from '../../store/ids';
import { USERS, type UserRecord } from '../account/users';
import { entityImageRoute } from '../uploads/entityImage';
import { deleteUpload } from '../uploads/uploads';
import {
  PARTICIPANT_STATES,
  type ParticipantState,
  TRAININGS,
  type TrainingPayload,
  type TrainingRecord,
  toParticipantPayload,
  toTrainingPayload,
} from './trainings';

export const TRAINING_HTTP_MESSAGES = {
  notFound: 'Treinamento não encontrado',
  duplicate: 'Já existe treinamento com os mesmos dados',
  dateFromTomorrow: 'A data do treinamento deve ser a partir de amanhã',
  addressRequired: 'Treinamento presencial exige o local',
  past: 'Treinamento já realizado não pode ser editado',
  trainingState: 'trainingState deve ser planned ou completed',
  participantState: 'state deve ser confirmed, pending ou canceled',
  pageSize: 'pageSize deve ser um inteiro de 1 a 100',
  dateBound: 'from e to devem ser datas ISO (yyyy-MM-dd ou data e hora)',
  consultants: 'Selecione pelo menos 1 consultor',
  consultantNotFound: 'Consultor não encontrado',
} as const;

/** The dashboard reads a month's trainings in one call (docs/rest-contract.md issue 4). */
export const MAX_FILTER_PAGE_SIZE = 100;

type TrainingBody = z.infer<typeof trainingBodySchema> & { consultants?: string[] };

/** The provider's words for the issues of the contract's trainingBodySchema, by field and issue (`int`: not whole). */
const TRAINING_BODY_TEXTS: Readonly<Record<string, Partial<Record<z.core.$ZodRawIssue['code'] | 'int', string>>>> = {
  title: { invalid_type: 'Informe o título', too_small: 'Informe o título', too_big: 'Título muito longo' },
  date: { invalid_type: 'Informe a data (ISO)', invalid_format: 'Informe a data (ISO)' },
  duration: { invalid_format: 'Duração deve ser HH:mm' },
  price: { invalid_type: 'Informe o preço', too_small: 'Preço inválido' },
  profit: { too_small: 'Lucro inválido' },
  format: { invalid_type: 'Formato inválido', invalid_value: 'Formato inválido' },
  summary: { invalid_type: 'Informe o resumo', too_small: 'Informe o resumo', too_big: 'Resumo muito longo' },
  description: { invalid_type: 'Informe a descrição', too_small: 'Informe a descrição' },
  specificInformation: {
    invalid_type: 'Informe as informações específicas',
    too_small: 'Informe as informações específicas',
  },
  consultants: { invalid_type: TRAINING_HTTP_MESSAGES.consultants, too_small: TRAINING_HTTP_MESSAGES.consultants },
  availableSpots: {
    invalid_type: 'Informe as vagas',
    int: 'Vagas inválidas',
    too_big: 'Vagas inválidas',
    too_small: 'Deve haver ao menos 1 vaga',
  },
};

const trainingBodyTexts: IssueTexts = (issue) => {
  if (issue.path?.length !== 1) return undefined;
  const kind = issue.code === 'invalid_type' && issue.expected === 'int' ? 'int' : issue.code;
  return TRAINING_BODY_TEXTS[String(issue.path[0])]?.[kind];
};

/** Title and summary are judged (and kept) without surrounding blanks. */
const TRIMMED_FIELDS = ['title', 'summary'] as const;
const trimmed = (body: unknown): unknown => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = { ...body };
  for (const field of TRIMMED_FIELDS) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = value.trim();
  }
  return copy;
};

const filterQuery = z.object({
  trainingState: z.enum(['planned', 'completed'], { error: TRAINING_HTTP_MESSAGES.trainingState }).optional(),
  pageSize: z.coerce
    .number({ error: TRAINING_HTTP_MESSAGES.pageSize })
    .int(TRAINING_HTTP_MESSAGES.pageSize)
    .min(1, TRAINING_HTTP_MESSAGES.pageSize)
    .max(MAX_FILTER_PAGE_SIZE, TRAINING_HTTP_MESSAGES.pageSize)
    .optional(),
});

/** A bound of the date filter: a calendar day (São Paulo) or an instant, both inclusive. */
const dateBound = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: TRAINING_HTTP_MESSAGES.dateBound,
});
const filterBody = z.object({ from: dateBound.nullish(), to: dateBound.nullish() });

/** Whether a training's date lies within `{from, to}`: days compare São Paulo days, instants instants. */
const withinBounds = (bounds: z.infer<typeof filterBody>) => (training: TrainingRecord) => {
  const at = Date.parse(training.date);
  const day = todayInSaoPaulo(new Date(at));
  const after = (bound: string) => (bound.length === 10 ? day >= bound : at >= Date.parse(bound));
  const before = (bound: string) => (bound.length === 10 ? day <= bound : at <= Date.parse(bound));
  return (!bounds.from || after(bounds.from)) && (!bounds.to || before(bounds.to));
};
const participantsQuery = z.object({
  state: z.enum(PARTICIPANT_STATES as [ParticipantState, ...ParticipantState[]], {
    error: TRAINING_HTTP_MESSAGES.participantState,
  }),
});

/** Whose trainings a caller sees: its own (consultant, company) or its company's (company consultant). */
type Ownership = (user: UserRecord) => (training: TrainingRecord) => boolean;
const OWNERSHIP: Partial<Record<FamilyName, Ownership>> = {
  consultantTrainingApi: (user) => (t) => t.consultant === user._id,
  enterpriseCompanyTrainingApi: (user) => (t) => t.company === user._id,
  enterpriseConsultantTrainingApi: (user) => (t) => t.company !== null && t.company === user.companyId,
};

/** Trainings (spec 001 §7, spec 002 §7; docs/rest-contract.md "Offered consultancies and trainings"). */
export function registerTrainingRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store, now } = ctx;
  const trainings = store.collection(TRAININGS);
  const bearer = { access: 'bearer' } as const;

  const caller = (request: FastifyRequest): UserRecord => {
    const user = request.auth?.user;
    if (!user) throw notFound('Usuário não encontrado');
    return user;
  };

  /** The caller's training by `:id`; another owner's is answered as missing, never as forbidden. */
  const trainingOf =
    (owns: Ownership) =>
    (request: FastifyRequest): TrainingRecord => {
      const { id } = request.params as { id: string };
      const training = trainings.get(id);
      if (!training || !owns(caller(request))(training)) throw notFound(TRAINING_HTTP_MESSAGES.notFound);
      return training;
    };

  for (const family of Object.keys(OWNERSHIP) as FamilyName[]) {
    const owns = OWNERSHIP[family]!;
    const router = familyRouter(app, ctx.families, family);
    const byId = trainingOf(owns);

    // planned: date after now, soonest first; completed: date not after now, latest first.
    // `{from, to}` bound the date (then trainingState may be left out: every training, soonest first).
    router.post('/filter', bearer, async (request) => {
      const pageNumber = parsePageNumber(request.query);
      const { trainingState, pageSize = PAGE_SIZE } = parseOr400(filterQuery, request.query);
      const bounds = parseOr400(filterBody, request.body ?? {});
      if (!trainingState && !bounds.from && !bounds.to) throw badRequest(TRAINING_HTTP_MESSAGES.trainingState);
      const at = now().getTime();
      const planned = trainingState !== 'completed';
      const inBounds = withinBounds(bounds);
      const list = trainings
        .filter(
          (t) => owns(caller(request))(t) && (!trainingState || Date.parse(t.date) > at === planned) && inBounds(t),
        )
        .sort((a, b) => (planned ? 1 : -1) * (Date.parse(a.date) - Date.parse(b.date)));
      const start = (pageNumber - 1) * pageSize;
      const page: Page<TrainingPayload> = {
        items: list.slice(start, start + pageSize).map(toTrainingPayload),
        pageNumber,
        pageSize,
        total: list.length,
      };
      return page;
    });

    router.get('/:id', bearer, async (request) => toTrainingPayload(byId(request)));

    router.get('/participants/:id', bearer, async (request) => {
      const training = byId(request);
      const pageNumber = parsePageNumber(request.query);
      const { state } = parseOr400(participantsQuery, request.query);
      return paginate(training.participants[state], pageNumber, toParticipantPayload);
    });
  }

  registerTrainingWrites(app, ctx, 'consultantTrainingApi');
  registerTrainingWrites(app, ctx, 'enterpriseCompanyTrainingApi');
}

/** The owner fields of a new training: a consultant's own, or a company's. */
const ownerFields = (user: UserRecord) =>
  user.role === 'ENTERPRISE' ? { consultant: null, company: user._id } : { consultant: user._id, company: null };

/**
 * Writes of the independent consultant (consultantTrainingApi) and of a company (enterpriseCompanyTrainingApi,
 * spec 002 §7), each on its own trainings. A company names the consultants who give it: at least one, each an
 * active consultant of its own (another company's answers 404, as any record of another owner).
 */
function registerTrainingWrites(
  app: FastifyInstance,
  ctx: FixtureContext,
  family: 'consultantTrainingApi' | 'enterpriseCompanyTrainingApi',
): void {
  const { store, now } = ctx;
  const trainings = store.collection(TRAININGS);
  const isCompany = family === 'enterpriseCompanyTrainingApi';
  const bearer = { access: 'bearer', roles: [isCompany ? 'ENTERPRISE' : 'CONSULTANT'] } as const;
  const router = familyRouter(app, ctx.families, family);
  const owns = OWNERSHIP[family]!;
  const byId = (request: FastifyRequest): TrainingRecord => {
    const { id } = request.params as { id: string };
    const training = trainings.get(id);
    if (!training || !owns(requireCaller(request))(training)) throw notFound(TRAINING_HTTP_MESSAGES.notFound);
    return training;
  };

  /** The provider's own rules beside the shape: from tomorrow (São Paulo), IN-PERSON has an address. */
  const parseTraining = (request: FastifyRequest): TrainingBody => {
    const schema = isCompany ? companyTrainingBodySchema : trainingBodySchema;
    const input: TrainingBody = parseOr400(schema, trimmed(request.body), {}, trainingBodyTexts);
    if (todayInSaoPaulo(new Date(input.date)) <= todayInSaoPaulo(now())) {
      throw badRequest(TRAINING_HTTP_MESSAGES.dateFromTomorrow);
    }
    if (input.format === 'IN-PERSON' && !input.address) throw badRequest(TRAINING_HTTP_MESSAGES.addressRequired);
    if (isCompany) {
      const companyId = requireCaller(request)._id;
      const users = store.collection(USERS);
      for (const id of input.consultants ?? []) {
        const consultant = users.get(id);
        if (
          consultant?.role !== 'ENTERPRISE_CONSULTANT' ||
          consultant.companyId !== companyId ||
          consultant.deletedAt !== null
        ) {
          throw notFound(TRAINING_HTTP_MESSAGES.consultantNotFound);
        }
      }
    }
    return input;
  };

  /** 409: the same title (case-insensitive) on the same instant for the same owner. */
  const checkDuplicate = (request: FastifyRequest, input: TrainingBody, self: string | null) => {
    const title = input.title.toLocaleLowerCase('pt-BR');
    const at = Date.parse(input.date);
    const mine = owns(requireCaller(request));
    const twin = trainings.find(
      (t) => t._id !== self && mine(t) && t.title.toLocaleLowerCase('pt-BR') === title && Date.parse(t.date) === at,
    );
    if (twin) throw conflict(TRAINING_HTTP_MESSAGES.duplicate);
  };

  const fieldsOf = (input: TrainingBody, confirmed: number) => ({
    title: input.title,
    date: new Date(input.date).toISOString(),
    duration: input.duration,
    format: input.format,
    address: input.format === 'IN-PERSON' ? (input.address ?? null) : null,
    categories: input.categories ?? [],
    price: input.price,
    // A stated profit is kept; otherwise it is what the confirmed seats pay.
    profit: input.profit ?? input.price * confirmed,
    summary: input.summary,
    description: input.description,
    specificInformation: input.specificInformation,
    availableSpots: input.availableSpots,
    ...(isCompany ? { consultants: [...new Set(input.consultants ?? [])] } : {}),
  });

  router.post('', bearer, async (request, reply) => {
    const owner = requireCaller(request);
    const input = parseTraining(request);
    checkDuplicate(request, input, null);
    const at = now();
    const training = trainings.insert({
      _id: objectId(at),
      ...ownerFields(owner),
      consultants: [],
      ...fieldsOf(input, 0),
      image: null,
      participants: { confirmed: [], pending: [], canceled: [] },
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    });
    return reply.code(201).send(created(training));
  });

  router.put('/:id', bearer, async (request) => {
    const current = byId(request);
    if (Date.parse(current.date) <= now().getTime()) throw badRequest(TRAINING_HTTP_MESSAGES.past);
    const input = parseTraining(request);
    checkDuplicate(request, input, current._id);
    const updated = trainings.update(current._id, {
      ...fieldsOf(input, current.participants.confirmed.length),
      updatedAt: now().toISOString(),
    })!;
    return toTrainingPayload(updated);
  });

  router.delete('/:id', bearer, async (request) => {
    const training = byId(request);
    await deleteUpload(store, ctx.files, training.image?.url);
    trainings.remove(training._id);
    return created(training);
  });

  entityImageRoute(router, '/picture-update/:id', bearer, ctx, {
    find: byId,
    currentUrl: (training) => training.image?.url,
    setImage: (training, { url }) =>
      toTrainingPayload(trainings.update(training._id, { image: { url }, updatedAt: now().toISOString() })!),
  });
}

const requireCaller = (request: FastifyRequest): UserRecord => {
  const user = request.auth?.user;
  if (!user) throw notFound('Usuário não encontrado');
  return user;
};
