import {
  DOCUMENT_MESSAGES,
  REPORT_MESSAGES,
  reportFormSchema,
  reportItemFieldsFormSchema,
  reportItemUploadFieldsSchema,
  sniffDocumentType,
  technicalAdviceSchema,
} from '@talhao/schema';
import {
  REPORTS_FAMILIES,
  reportCreateBodySchema,
  reportFilterSchema,
  reportItemIndexBodySchema,
  reportItemIndexQuerySchema,
  reportItemUpdateBodySchema,
  reportUpdateBodySchema,
} from '@talhao/schema/upstream/reports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { batchPage } from '../../http/batch';
import type { FixtureContext } from '../../http/context';
import { badRequest, conflict, forbidden, HttpError, notFound, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { readFileWithFields } from '../../http/multipart';
import { paginate, parsePageNumber } from '../../http/pagination';
import { familyRouter } from '../../http/routing';
import { foldText } from '../../http/text';
import { objectId } from '../../store/ids';
import { USERS, type UserRecord } from '../account/users';
import { PROVIDED_CONSULTANCIES } from '../provided/provided';
import { removeReportFiles, storeReportFile } from './files';
import { newestReportFirst, nextItemIndex, toReportPayload } from './payloads';
import { REPORTS, type ReportRecord } from './reports';

export const REPORT_HTTP_MESSAGES = {
  removed: 'Relatório removido',
} as const;

/**
 * consultantReportApi and enterpriseReportApi (spec 001 §7 "Reports"; docs/rest-contract.md "Issue 15 — reports"),
 * the same calls under both families. A report is seen by its author (a consultant or a company consultant) and read
 * by the author's company (ENTERPRISE); anyone else gets 404. Only the author writes (the company: 403). Spec 001 §4:
 * 'Inserir parecer técnico' (`insertTechnicalAdvice: true`) only while the report has none (409); §6: a company
 * consultant never changes a written technical opinion (403). Items keep their index when another is deleted.
 */
export function registerReportRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store } = ctx;
  const reports = store.collection(REPORTS);
  const users = store.collection(USERS);
  const provided = store.collection(PROVIDED_CONSULTANCIES);
  const access = { access: 'bearer' } as const;

  const visibleTo = (caller: UserRecord) => (record: ReportRecord) => {
    if (record.createdBy === caller._id) return true;
    if (caller.role !== 'ENTERPRISE') return false;
    return users.get(record.createdBy)?.companyId === caller._id;
  };
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  const readable = (request: FastifyRequest): ReportRecord => {
    const record = reports.get(idOf(request));
    if (!record || !visibleTo(requireSelf(request))(record)) throw notFound(REPORT_MESSAGES.notFound);
    return record;
  };
  /** The report, for its author only: 404 when the caller does not see it, 403 for the reading company. */
  const writable = (request: FastifyRequest): { record: ReportRecord; caller: UserRecord } => {
    const record = readable(request);
    const caller = requireSelf(request);
    if (record.createdBy !== caller._id) {
      throw forbidden(caller.role === 'ENTERPRISE' ? REPORT_MESSAGES.companyReadOnly : REPORT_MESSAGES.notAuthor);
    }
    return { record, caller };
  };
  const itemAt = (record: ReportRecord, index: number) => {
    const item = record.reportOfFile.find((entry) => entry.index === index);
    if (!item) throw notFound(REPORT_MESSAGES.itemNotFound);
    return item;
  };
  const save = (record: ReportRecord, patch: Partial<ReportRecord>) =>
    reports.update(record._id, { ...patch, updatedAt: ctx.now().toISOString() })!;

  for (const family of new Set(Object.values(REPORTS_FAMILIES))) {
    const router = familyRouter(app, ctx.families, family);

    router.post('/filter', access, async (request) => {
      const filter = parseOr400(reportFilterSchema, request.body ?? {});
      const caller = requireSelf(request);
      const ids = filter._id ? new Set(Array.isArray(filter._id) ? filter._id : [filter._id]) : null;
      const needle = filter.title?.trim() ? foldText(filter.title.trim()) : null;
      const consultancy = filter.consultancyProvided?.trim() || null;
      const matches = reports
        .filter(
          (record) =>
            visibleTo(caller)(record) &&
            (ids === null || ids.has(record._id)) &&
            (consultancy === null || record.consultancyProvided === consultancy) &&
            (needle === null || foldText(record.title).includes(needle)),
        )
        .sort(newestReportFirst);
      if (ids) return batchPage(matches.map(toReportPayload), [...ids]);
      return paginate(matches, parsePageNumber(request.query), toReportPayload);
    });

    router.get('/:id', access, async (request) => toReportPayload(readable(request)));

    router.post('', access, async (request, reply) => {
      const caller = requireSelf(request);
      if (caller.role === 'ENTERPRISE') throw forbidden(REPORT_MESSAGES.companyReadOnly);
      const body = parseOr400(reportCreateBodySchema, request.body ?? {});
      const values = parseOr400(reportFormSchema, { title: body.title, description: body.description });
      const advice = body.technicalAdvice?.trim()
        ? parseOr400(technicalAdviceSchema, { technicalAdvice: body.technicalAdvice }).technicalAdvice
        : '';
      const consultancy = provided.get(body.consultancyProvided);
      if (!consultancy || consultancy.consultant !== caller._id) throw notFound(REPORT_MESSAGES.providedNotFound);
      const at = ctx.now();
      const record = reports.insert({
        _id: objectId(at),
        title: values.title,
        description: values.description,
        technicalAdvice: advice,
        consultancyProvided: consultancy._id,
        user: consultancy.user,
        createdBy: caller._id,
        createdAt: at.toISOString(),
        updatedAt: at.toISOString(),
        reportOfFile: [],
        fieldActivityRecommended: [],
      });
      return reply.code(201).send({ _id: record._id });
    });

    router.put('/:id', access, async (request) => {
      const { record, caller } = writable(request);
      const body = parseOr400(reportUpdateBodySchema, request.body ?? {});
      if (body.consultancyProvided !== record.consultancyProvided) throw notFound(REPORT_MESSAGES.providedNotFound);
      const values = parseOr400(reportFormSchema, { title: body.title, description: body.description });
      const advice = body.technicalAdvice?.trim()
        ? parseOr400(technicalAdviceSchema, { technicalAdvice: body.technicalAdvice }).technicalAdvice
        : '';
      if (body.insertTechnicalAdvice) {
        if (record.technicalAdvice) throw conflict(REPORT_MESSAGES.technicalAdviceExists);
        if (!advice) throw badRequest(REPORT_MESSAGES.technicalAdviceRequired);
      }
      if (caller.role === 'ENTERPRISE_CONSULTANT' && record.technicalAdvice && advice !== record.technicalAdvice) {
        throw forbidden(REPORT_MESSAGES.technicalAdviceLocked);
      }
      return toReportPayload(
        save(record, { title: values.title, description: values.description, technicalAdvice: advice }),
      );
    });

    router.delete('/:id', access, async (request) => {
      const { record } = writable(request);
      reports.remove(record._id);
      await removeReportFiles(
        ctx,
        record.reportOfFile.flatMap((item) => item.files),
      );
      return { message: REPORT_HTTP_MESSAGES.removed };
    });

    router.post('/:id/image-reports', access, async (request, reply) => {
      const { record, caller } = writable(request);
      const { fields, file } = await readFileWithFields(request);
      const values = parseOr400(reportItemUploadFieldsSchema, fields);
      if (values.consultancyProvidedId !== record.consultancyProvided) {
        throw notFound(REPORT_MESSAGES.providedNotFound);
      }
      const type = sniffDocumentType(file.bytes);
      if (!type) throw new HttpError(415, DOCUMENT_MESSAGES.types);
      const now = ctx.now();
      const stored = await storeReportFile(ctx, now, {
        bytes: file.bytes,
        type,
        filename: file.filename,
        ownerId: caller._id,
        farmerId: record.user,
      });
      const current = reports.get(record._id) ?? record;
      const item = {
        index: nextItemIndex(current),
        title: values.title,
        description: values.description,
        files: [stored],
      };
      return reply.code(201).send(toReportPayload(save(current, { reportOfFile: [...current.reportOfFile, item] })));
    });

    router.put('/:id/image-reports/update/:index', access, async (request) => {
      const { record } = writable(request);
      const index = Number(parseOr400(reportItemIndexQuerySchema, request.params).index);
      const item = itemAt(record, index);
      const body = parseOr400(reportItemUpdateBodySchema, request.body ?? {});
      const values = parseOr400(reportItemFieldsFormSchema, { title: body.title, description: body.description });
      const items = record.reportOfFile.map((entry) => (entry === item ? { ...entry, ...values } : entry));
      return toReportPayload(save(record, { reportOfFile: items }));
    });

    router.put('/:id/image-reports/remove-img', access, async (request) => {
      const { record } = writable(request);
      const { index } = parseOr400(reportItemIndexBodySchema, request.body ?? {});
      const item = itemAt(record, index);
      const items = record.reportOfFile.map((entry) => (entry === item ? { ...entry, files: [] } : entry));
      const updated = save(record, { reportOfFile: items });
      await removeReportFiles(ctx, item.files);
      return toReportPayload(updated);
    });

    router.delete('/:id/image-reports', access, async (request) => {
      const { record } = writable(request);
      const index = Number(parseOr400(reportItemIndexQuerySchema, request.query ?? {}).index);
      const item = itemAt(record, index);
      const updated = save(record, { reportOfFile: record.reportOfFile.filter((entry) => entry !== item) });
      await removeReportFiles(ctx, item.files);
      return toReportPayload(updated);
    });
  }
}
