import {
  UPSTREAM_FINANCE_PERIODS,
  type UpstreamCompanyFinance,
  type UpstreamFinance,
} from '@talhao/schema/upstream/finances';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FixtureContext } from '../../http/context';
import { calendarDay } from '../../http/dates';
import { badRequest, forbidden, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { familyRouter } from '../../http/routing';
import { PROVIDED_CONSULTANCIES } from '../provided/provided';
import { TRAININGS } from '../trainings/trainings';
import { providedRows, trainingRows } from './finances';

export const FINANCE_HTTP_MESSAGES = {
  notSelf: 'Você só pode consultar as suas próprias finanças',
  period: '__v deve ser custom, month ou year',
  companyPeriod: 'period deve ser custom, month ou year',
  rangeOrder: 'A data final deve ser igual ou posterior à inicial',
} as const;

const financeQuery = z
  .object({ __v: z.enum(UPSTREAM_FINANCE_PERIODS, { error: FINANCE_HTTP_MESSAGES.period }) })
  .loose();
const companyFinanceQuery = z
  .object({ period: z.enum(UPSTREAM_FINANCE_PERIODS, { error: FINANCE_HTTP_MESSAGES.companyPeriod }) })
  .loose();
const rangeBody = z.object({ startDate: calendarDay('startDate'), endDate: calendarDay('endDate') });

/**
 * The consultant's finances (spec 001 §2.10, §7 "Finance"; docs/rest-contract.md issue 4): provided
 * consultancies and trainings aggregated per day, month or year in São Paulo time.
 */
export function registerFinanceRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store } = ctx;
  const router = familyRouter(app, ctx.families, 'consultantFinanceApi');

  router.post('/:consultantId', { access: 'bearer' }, async (request) => {
    const caller = requireSelf(request);
    const { consultantId } = request.params as { consultantId: string };
    if (consultantId !== caller._id) throw forbidden(FINANCE_HTTP_MESSAGES.notSelf);
    const { __v: period } = parseOr400(financeQuery, request.query ?? {});
    const range = parseOr400(rangeBody, request.body ?? {});
    if (range.endDate < range.startDate) throw badRequest(FINANCE_HTTP_MESSAGES.rangeOrder);
    const provided = store.collection(PROVIDED_CONSULTANCIES).filter((p) => p.consultant === caller._id);
    const trainings = store.collection(TRAININGS).filter((t) => t.consultant === caller._id);
    const answer: UpstreamFinance = {
      consultancyProvided: providedRows(provided, range, period),
      training: trainingRows(trainings, range, period),
    };
    return answer;
  });

  // The company's figures (spec 002 §7): every provided consultancy of its consultants (deleted ones included:
  // their past work stays the company's) and its own trainings, with the totals the series add up to.
  const company = familyRouter(app, ctx.families, 'enterpriseStatisticApi');
  company.post('/profit-general', { access: 'bearer', roles: ['ENTERPRISE'] }, async (request) => {
    const caller = requireSelf(request);
    const { period } = parseOr400(companyFinanceQuery, request.query ?? {});
    const range = parseOr400(rangeBody, request.body ?? {});
    if (range.endDate < range.startDate) throw badRequest(FINANCE_HTTP_MESSAGES.rangeOrder);
    const provided = store.collection(PROVIDED_CONSULTANCIES).filter((p) => p.company === caller._id);
    const trainings = store.collection(TRAININGS).filter((t) => t.company === caller._id);
    const consultancyProvided = providedRows(provided, range, period);
    const training = trainingRows(trainings, range, period);
    const answer: UpstreamCompanyFinance = {
      consultancyProvided,
      training,
      profit_consultancy_total: roundCents(
        consultancyProvided
          .filter((row) => row._id.status === 'COMPLETED')
          .reduce((sum, row) => sum + row.average * row.count, 0),
      ),
      profit_training_total: roundCents(training.reduce((sum, row) => sum + row.totalProfit, 0)),
    };
    return answer;
  });
}

const roundCents = (value: number): number => Math.round(value * 100) / 100;
