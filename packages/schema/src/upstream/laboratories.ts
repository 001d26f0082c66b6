import { z } from 'zod';
import { addressSchema } from '../address';
import { upstreamId } from './account';
import { defineRoutes, type RoleFamilies } from './contract';
import { createdSchema, emptyBodySchema, pageQuerySchema, upstreamPage } from './envelope';
import { calendarDaySchema } from './scalars';

/**
 * Laboratories (spec 001 §2.11): labs near the consultant, the labs associated with them, and the consultant's
 * lab records ('minhas análises'). The specification shows no calls (§7: static content), so the family and
 * its calls are Talhão's (docs/rest-contract.md "Issue 14 — laboratories").
 */

/** A company consultant reads and schedules through the same family (its records are its own). */
export const LABORATORIES_FAMILIES = {
  CONSULTANT: 'consultantLaboratoryApi',
  ENTERPRISE_CONSULTANT: 'consultantLaboratoryApi',
} as const satisfies RoleFamilies;

/** The analysis types of the filter (spec 001 §2.11: plant tissue, CRA, soil, nematodes), provider spelling. */
export const UPSTREAM_ANALYSIS_TYPES = ['PLANT-TISSUE', 'CRA', 'SOIL', 'NEMATODES'] as const;
export const upstreamAnalysisType = z.enum(UPSTREAM_ANALYSIS_TYPES);
export type UpstreamAnalysisType = z.infer<typeof upstreamAnalysisType>;

/** A lab record's life: scheduled, sample sent, in analysis, completed, or canceled (Talhão's decision). */
export const UPSTREAM_LAB_ANALYSIS_STATUSES = [
  'SCHEDULED',
  'SAMPLE-SENT',
  'IN-ANALYSIS',
  'COMPLETED',
  'CANCELED',
] as const;
export const upstreamLabAnalysisStatus = z.enum(UPSTREAM_LAB_ANALYSIS_STATUSES);
export type UpstreamLabAnalysisStatus = z.infer<typeof upstreamLabAnalysisStatus>;

/** One analysis a lab offers: its type, the lab's own name for it, price (BRL) and days to the report. */
export const upstreamLabOfferSchema = z.object({
  type: upstreamAnalysisType,
  name: z.string(),
  price: z.number().nonnegative(),
  turnaroundDays: z.number().int().positive().nullish(),
});
export type UpstreamLabOffer = z.infer<typeof upstreamLabOfferSchema>;

export const upstreamLaboratorySchema = z.object({
  _id: upstreamId,
  name: z.string(),
  /** Labs are placed on a map: the coordinates are always there. */
  address: addressSchema,
  phone: z.string().nullish(),
  email: z.string().nullish(),
  site: z.string().nullish(),
  analyses: z.array(upstreamLabOfferSchema),
  /** The lab is associated with the caller (a partner lab). */
  associated: z.boolean().optional(),
  /** Kilometres from the caller's own address, when the caller has coordinates. */
  distanceKm: z.number().nonnegative().nullish(),
});
export type UpstreamLaboratory = z.infer<typeof upstreamLaboratorySchema>;

const namedRef = z.object({ _id: upstreamId, name: z.string() });

/** A lab record of the caller ('minhas análises'): names embedded, so a page needs no lookups. */
export const upstreamLabAnalysisSchema = z.object({
  _id: upstreamId,
  /** The scheduled day, yyyy-MM-dd. */
  date: calendarDaySchema,
  farmer: namedRef,
  property: namedRef.nullish(),
  type: upstreamAnalysisType,
  laboratory: namedRef,
  status: upstreamLabAnalysisStatus,
  /** BRL: the lab's price of that analysis when it was scheduled. */
  price: z.number().nonnegative().nullish(),
  createdAt: z.string().optional(),
});
export type UpstreamLabAnalysis = z.infer<typeof upstreamLabAnalysisSchema>;

export const laboratoryPageSchema = upstreamPage(upstreamLaboratorySchema);
export const labAnalysisPageSchema = upstreamPage(upstreamLabAnalysisSchema);

/** `{}`, `{name}` (accent-insensitive contains) and/or `{analysisType}` (labs offering it). */
export const laboratoryFilterSchema = z.object({
  name: z.string().max(100).nullish(),
  analysisType: upstreamAnalysisType.nullish(),
});

/** Scheduling an analysis ('Agendar análise'): a new record, SCHEDULED. */
export const labAnalysisBodySchema = z.object({
  laboratory: z.string().min(1),
  farmer: z.string().min(1),
  property: z.string().min(1).nullish(),
  analysisType: upstreamAnalysisType,
  date: calendarDaySchema,
});
export type LabAnalysisBody = z.infer<typeof labAnalysisBodySchema>;

const labs = { family: LABORATORIES_FAMILIES.CONSULTANT, access: 'bearer' } as const;

export const LABORATORIES_ROUTES = defineRoutes([
  {
    ...labs,
    method: 'POST',
    path: '/filter',
    summary: 'Labs, nearest to the caller first, by name and offered analysis type',
    query: pageQuerySchema,
    body: laboratoryFilterSchema,
    response: laboratoryPageSchema,
  },
  {
    ...labs,
    method: 'POST',
    path: '/associated/filter',
    summary: 'The labs associated with the caller, by name',
    query: pageQuerySchema,
    body: laboratoryFilterSchema,
    response: laboratoryPageSchema,
  },
  {
    ...labs,
    method: 'POST',
    path: '/analyses/filter',
    summary: "The caller's lab records, latest day first",
    query: pageQuerySchema,
    body: emptyBodySchema,
    response: labAnalysisPageSchema,
  },
  {
    ...labs,
    method: 'POST',
    path: '/analyses',
    summary: 'Schedule an analysis at a lab for one of the caller’s farmers (status SCHEDULED)',
    body: labAnalysisBodySchema,
    status: 201,
    response: createdSchema,
  },
  { ...labs, method: 'GET', path: '/:id', summary: 'One lab', response: upstreamLaboratorySchema },
]);
