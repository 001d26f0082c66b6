import { z } from 'zod';
import { defineRoutes, type RoleFamilies } from './contract';
import { upstreamWorkStatus } from './provided';
import { dayRangeSchema } from './schedule';

/**
 * Finances: provided consultancies and trainings aggregated per day, month or year (docs/rest-contract.md
 * "Finance"). The provider's payload, which family each role goes through, and the call.
 */

/** A company's figures come from its statistics family (spec 002); company consultants have none. */
export const FINANCES_FAMILIES = {
  CONSULTANT: 'consultantFinanceApi',
  ENTERPRISE: 'enterpriseStatisticApi',
} as const satisfies RoleFamilies;

/** Bucket sizes of `?__v=`: days (custom), months or years. */
export const UPSTREAM_FINANCE_PERIODS = ['custom', 'month', 'year'] as const;

export const financeQuerySchema = z.object({ __v: z.enum(UPSTREAM_FINANCE_PERIODS) });

/** `POST consultantFinanceApi/{consultantId}?__v=custom|month|year`. */
export const upstreamFinanceSchema = z.object({
  consultancyProvided: z.array(
    z.object({
      _id: z.object({
        startDay: z.number().int().optional(),
        startMonth: z.number().int().optional(),
        startYear: z.number().int(),
        status: upstreamWorkStatus,
      }),
      minimum: z.number(),
      maximum: z.number(),
      average: z.number(),
      count: z.number().int().nonnegative(),
    }),
  ),
  training: z.array(
    z.object({
      _id: z.object({ day: z.number().int().optional(), month: z.number().int().optional(), year: z.number().int() }),
      totalProfit: z.number(),
      totalConfirmed: z.number(),
      totalCanceled: z.number(),
    }),
  ),
});
export type UpstreamFinance = z.infer<typeof upstreamFinanceSchema>;

/** `POST enterpriseStatisticApi/profit-general?period=custom|month|year` (spec 002 §7): the company's figures. */
export const companyFinanceQuerySchema = z.object({ period: z.enum(UPSTREAM_FINANCE_PERIODS) });

/** The company's answer: the same series (all its consultants' provided consultancies, its trainings) and totals. */
export const upstreamCompanyFinanceSchema = upstreamFinanceSchema.extend({
  profit_consultancy_total: z.number(),
  profit_training_total: z.number(),
});
export type UpstreamCompanyFinance = z.infer<typeof upstreamCompanyFinanceSchema>;

export const FINANCES_ROUTES = defineRoutes([
  {
    family: FINANCES_FAMILIES.ENTERPRISE,
    access: 'bearer',
    method: 'POST',
    path: '/profit-general',
    summary: "The company's provided consultancies (all its consultants) and trainings per bucket, with totals",
    query: companyFinanceQuerySchema,
    body: dayRangeSchema,
    response: upstreamCompanyFinanceSchema,
  },
  {
    family: FINANCES_FAMILIES.CONSULTANT,
    access: 'bearer',
    method: 'POST',
    path: '/:consultantId',
    summary: "The caller's provided consultancies and trainings per bucket of the range (the id must be the caller)",
    query: financeQuerySchema,
    body: dayRangeSchema,
    response: upstreamFinanceSchema,
  },
]);
