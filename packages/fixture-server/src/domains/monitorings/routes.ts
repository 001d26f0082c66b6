import {
  DOCUMENT_MESSAGES,
  documentExtension,
  MONITORING_MESSAGES,
  monitoringPostFieldsSchema,
  monitoringSchema,
  sniffDocumentType,
} from '@talhao/schema';
import {
  MONITORINGS_FAMILIES,
  type MonitoringsFamily,
  monitoringCountBodySchema,
  monitoringCreateBodySchema,
  monitoringFilterSchema,
} from '@talhao/schema/upstream/monitorings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FixtureContext } from '../../http/context';
import { badRequest, conflict, forbidden, HttpError, notFound, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { readFileWithFields } from '../../http/multipart';
import { paginate, parsePageNumber } from '../../http/pagination';
import { familyRouter } from '../../http/routing';
import { objectId } from '../../store/ids';
import type { Store } from '../../store/store';
import type { UserRecord } from '../account/users';
import { SECTORS } from '../farmers/farmers';
import { PROVIDED_CONSULTANCIES, type ProvidedConsultancyRecord } from '../provided/provided';
import { type FileStorage, saveUpload } from '../uploads/uploads';
import { MONITORINGS, type MonitoringFile, type MonitoringRecord } from './monitorings';
import { lastUpdatedFirst, sameData, toMonitoringPayload } from './payloads';

/** Who may read a provided consultancy's monitorings through `family`: its consultant, or the consultant's company. */
function seesConsultancy(family: MonitoringsFamily, caller: UserRecord, record: ProvidedConsultancyRecord): boolean {
  if (family === MONITORINGS_FAMILIES.CONSULTANT) return record.company === null && record.consultant === caller._id;
  if (caller.role === 'ENTERPRISE') return record.company !== null && record.company === caller._id;
  return record.company !== null && record.consultant === caller._id;
}

/**
 * Stores a post's file the way the analyses store theirs (one function, so the storing rule changes in one
 * place): under a fresh name in /uploads, owned by the uploader. Answers what the post records.
 */
export async function storeMonitoringFile(
  store: Store,
  files: FileStorage,
  now: Date,
  file: { bytes: Buffer; filename: string },
  ownerId: string,
  farmerId: string,
): Promise<MonitoringFile> {
  const type = sniffDocumentType(file.bytes);
  if (!type) throw new HttpError(415, DOCUMENT_MESSAGES.types);
  const url = await saveUpload(store, files, now, {
    bytes: file.bytes,
    contentType: type,
    extension: documentExtension(type),
    originalName: file.filename,
    ownerId,
    // A farm record's file: private, served only to who may see the farmer.
    farmerId,
  });
  return { url, name: file.filename, contentType: type };
}

/**
 * consultantMonitoringApi (a CONSULTANT's independent consultancies) and enterpriseMonitoringApi (a company
 * consultant's consultancies, read also by the company) — spec 001 §7 "Monitorings"; docs/rest-contract.md
 * "Issue 15 — monitorings". A monitoring or consultancy the caller does not see answers 404; a write by anyone
 * but the consultancy's consultant 403; sectors not of the consultancy's property 400; the same data 409.
 */
/** The form's rules but the status (the body's provider spelling is checked by the contract's enum). */
const createRules = monitoringSchema.omit({ status: true });

export function registerMonitoringRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store } = ctx;
  const provided = store.collection(PROVIDED_CONSULTANCIES);
  const monitorings = store.collection(MONITORINGS);
  const sectors = store.collection(SECTORS);

  for (const family of [MONITORINGS_FAMILIES.CONSULTANT, MONITORINGS_FAMILIES.ENTERPRISE] as const) {
    const router = familyRouter(app, ctx.families, family);
    const access = { access: 'bearer' } as const;

    const visibleConsultancy = (caller: UserRecord, id: string): ProvidedConsultancyRecord => {
      const record = provided.get(id);
      if (!record || !seesConsultancy(family, caller, record)) throw notFound(MONITORING_MESSAGES.consultancyNotFound);
      return record;
    };
    const visibleMonitoring = (request: FastifyRequest) => {
      const caller = requireSelf(request);
      const monitoring = monitorings.get((request.params as { id?: string }).id ?? '');
      const consultancy = monitoring ? provided.get(monitoring.consultancyProvided) : undefined;
      if (!monitoring || !consultancy || !seesConsultancy(family, caller, consultancy)) {
        throw notFound(MONITORING_MESSAGES.notFound);
      }
      return { caller, monitoring, consultancy };
    };
    const requireWriter = (caller: UserRecord, consultancy: ProvidedConsultancyRecord) => {
      if (consultancy.consultant !== caller._id) throw forbidden(MONITORING_MESSAGES.notWriter);
    };

    router.post('/monitoring', access, async (request, reply) => {
      const caller = requireSelf(request);
      const body = parseOr400(monitoringCreateBodySchema, request.body ?? {});
      const consultancy = visibleConsultancy(caller, body.consultancyProvided);
      requireWriter(caller, consultancy);
      const values = parseOr400(createRules, {
        consultancyProvidedId: body.consultancyProvided,
        title: body.title,
        description: body.description,
        sectorIds: body.sectors,
      });
      if (
        values.sectorIds.some((id) => {
          const sector = sectors.get(id);
          return !sector || consultancy.property === null || sector.property !== consultancy.property;
        })
      ) {
        throw badRequest(MONITORING_MESSAGES.sectorsNotOfProperty);
      }
      const candidate = {
        consultancyProvided: consultancy._id,
        title: values.title,
        sectors: values.sectorIds,
      };
      if (monitorings.all().some((m) => sameData(m, candidate))) throw conflict(MONITORING_MESSAGES.conflict);
      const at = ctx.now().toISOString();
      const record = monitorings.insert({
        _id: objectId(ctx.now()),
        consultancyProvided: consultancy._id,
        title: values.title,
        description: values.description,
        status: body.status,
        sectors: values.sectorIds,
        reportOfFiles: [],
        createdBy: caller._id,
        createdAt: at,
        updatedAt: at,
      });
      return reply.code(201).send({ _id: record._id });
    });

    router.get('/monitoring/:id', access, async (request) => {
      const { monitoring } = visibleMonitoring(request);
      return toMonitoringPayload(store, monitoring);
    });

    router.post('/monitoring/filter/:consultancyProvidedId', access, async (request) => {
      const caller = requireSelf(request);
      const consultancy = visibleConsultancy(
        caller,
        (request.params as { consultancyProvidedId?: string }).consultancyProvidedId ?? '',
      );
      const pageNumber = parsePageNumber(request.query);
      const { status } = parseOr400(monitoringFilterSchema, request.body ?? {});
      const statuses = status ? new Set(Array.isArray(status) ? status : [status]) : null;
      const matches = monitorings
        .filter((m) => m.consultancyProvided === consultancy._id && (statuses === null || statuses.has(m.status)))
        .sort(lastUpdatedFirst);
      return paginate(matches, pageNumber, (record) => toMonitoringPayload(store, record));
    });

    router.post('/monitoring/count/filter', access, async (request) => {
      const caller = requireSelf(request);
      const body = parseOr400(monitoringCountBodySchema, request.body ?? {});
      if (body.consultancyProvided === undefined && body.user === undefined) {
        throw badRequest('Informe consultancyProvided ou user');
      }
      const ids =
        body.consultancyProvided === undefined
          ? null
          : new Set(Array.isArray(body.consultancyProvided) ? body.consultancyProvided : [body.consultancyProvided]);
      const counted = provided.filter(
        (p) =>
          (ids === null || ids.has(p._id)) &&
          (body.user === undefined || p.user === body.user) &&
          seesConsultancy(family, caller, p),
      );
      const totals = new Map(counted.map((p) => [p._id, 0]));
      for (const monitoring of monitorings.all()) {
        const total = totals.get(monitoring.consultancyProvided);
        if (total !== undefined) totals.set(monitoring.consultancyProvided, total + 1);
      }
      const items = [...totals].map(([consultancyProvided, total]) => ({ consultancyProvided, total }));
      return { items, total: items.reduce((sum, item) => sum + item.total, 0) };
    });

    router.post('/monitoring/post-information/:id', access, async (request, reply) => {
      const { caller, monitoring, consultancy } = visibleMonitoring(request);
      requireWriter(caller, consultancy);
      const { fields, file } = await readFileWithFields(request);
      const values = parseOr400(monitoringPostFieldsSchema, fields);
      const now = ctx.now();
      const stored = await storeMonitoringFile(store, ctx.files, now, file, caller._id, consultancy.user);
      const post = {
        _id: objectId(now),
        date: now.toISOString(),
        title: values.title ?? null,
        description: values.description,
        file: stored,
        sendBy: caller._id,
      };
      monitorings.update(monitoring._id, {
        reportOfFiles: [...monitoring.reportOfFiles, post],
        updatedAt: now.toISOString(),
      } satisfies Partial<MonitoringRecord>);
      return reply.code(201).send({ _id: post._id });
    });
  }
}
