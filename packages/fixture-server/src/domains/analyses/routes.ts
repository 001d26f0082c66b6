import {
  ANALYSIS_MESSAGES,
  DOCUMENT_MESSAGES,
  documentExtension,
  labAnalysisFieldsSchema,
  sniffDocumentType,
  todayInSaoPaulo,
} from '@talhao/schema';
import { labAnalysisFilterSchema } from '@talhao/schema/upstream/analyses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FixtureContext } from '../../http/context';
import { forbidden, HttpError, notFound, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { readFileWithFields } from '../../http/multipart';
import { paginate, parsePageNumber } from '../../http/pagination';
import { familyRouter } from '../../http/routing';
import { foldText } from '../../http/text';
import { objectId } from '../../store/ids';
import { USERS, type UserRecord } from '../account/users';
import { PROPERTIES } from '../farmers/farmers';
import { visibleFarmerIds } from '../farmers/visibility';
import { saveUpload } from '../uploads/uploads';
import { LAB_ANALYSES } from './analyses';
import { byLatestDay, toLabAnalysisPayload } from './payloads';

/**
 * farmerLabDocsApi (spec 001 §7; docs/rest-contract.md "Issue 14 — analyses"). A farmer the caller may not see
 * (domains/farmers/visibility.ts) answers 404 on both calls. The list's `{product}` matches the analysis's
 * name, accent- and case-insensitively. The create takes multipart text fields `name`, `date` (yyyy-MM-dd, not
 * after today in São Paulo), `property` (one of the farmer's) and then one `file` (PDF/PNG/JPEG by content,
 * ≤ 3 MB); only the farmer's creator may add (403), and only consultants (the company reads).
 */
export function registerAnalysisRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store } = ctx;
  const users = store.collection(USERS);
  const properties = store.collection(PROPERTIES);
  const analyses = store.collection(LAB_ANALYSES);
  const labDocs = familyRouter(app, ctx.families, 'farmerLabDocsApi');

  const visibleFarmer = (request: FastifyRequest): UserRecord => {
    const id = (request.params as { farmerId?: string }).farmerId ?? '';
    const farmer = users.get(id);
    if (!farmer || !visibleFarmerIds(store, requireSelf(request)).has(farmer._id)) {
      throw notFound(ANALYSIS_MESSAGES.farmerNotFound);
    }
    return farmer;
  };

  labDocs.post('/filter/:farmerId', { access: 'bearer' }, async (request) => {
    const farmer = visibleFarmer(request);
    const pageNumber = parsePageNumber(request.query);
    const { product } = parseOr400(labAnalysisFilterSchema, request.body ?? {});
    const needle = product?.trim() ? foldText(product.trim()) : null;
    const matches = analyses
      .filter((a) => a.user === farmer._id && (needle === null || foldText(a.name).includes(needle)))
      .sort(byLatestDay);
    return paginate(matches, pageNumber, toLabAnalysisPayload);
  });

  labDocs.post(
    '/:farmerId',
    { access: 'bearer', roles: ['CONSULTANT', 'ENTERPRISE_CONSULTANT'] },
    async (request, reply) => {
      const caller = requireSelf(request);
      const farmer = visibleFarmer(request);
      if (farmer.createdBy !== caller._id) throw forbidden(ANALYSIS_MESSAGES.notCreator);
      const { fields, file } = await readFileWithFields(request);
      const now = ctx.now();
      const values = parseOr400(labAnalysisFieldsSchema(todayInSaoPaulo(now)), fields);
      const property = properties.get(values.property);
      if (!property || property.user !== farmer._id) throw notFound(ANALYSIS_MESSAGES.propertyNotFound);
      const type = sniffDocumentType(file.bytes);
      if (!type) throw new HttpError(415, DOCUMENT_MESSAGES.types);
      const url = await saveUpload(store, ctx.files, now, {
        bytes: file.bytes,
        contentType: type,
        extension: documentExtension(type),
        originalName: file.filename,
        ownerId: caller._id,
        farmerId: farmer._id,
      });
      const record = analyses.insert({
        _id: objectId(now),
        user: farmer._id,
        property: property._id,
        name: values.name,
        date: values.date,
        file: { url, name: file.filename, contentType: type },
        createdBy: caller._id,
        createdAt: now.toISOString(),
      });
      return reply.code(201).send({ _id: record._id });
    },
  );
}
