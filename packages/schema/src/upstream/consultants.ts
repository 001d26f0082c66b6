import { z } from 'zod';
import { consultantCreateSchema, consultantEditSchema } from '../forms/consultants';
import { profileUpdateBodySchema, upstreamProfileSchema } from './account';
import { defineRoutes, type RoleFamilies } from './contract';
import { createdSchema, pageQuerySchema, upstreamPage } from './envelope';

/**
 * A company's consultants (spec 002 §2 /empresa/consultores, §3, §7; docs/rest-contract.md "Issue 16 — the
 * company's consultants, trainings and finances"): the company manages them through
 * `enterpriseConsultantProfileApi/{id}`, the family whose root (`GET/PUT ''`) is the company consultant's own
 * profile. Only a company has this domain.
 */
export const CONSULTANTS_FAMILIES = {
  ENTERPRISE: 'enterpriseConsultantProfileApi',
} as const satisfies RoleFamilies;

/** One consultant as the provider answers it: the profile shape, with its soft deletion. */
export const upstreamCompanyConsultantSchema = upstreamProfileSchema.extend({
  deletedAt: z.string().nullish(),
});
export type UpstreamCompanyConsultant = z.infer<typeof upstreamCompanyConsultantSchema>;

export const companyConsultantPageSchema = upstreamPage(upstreamCompanyConsultantSchema);

/**
 * `POST /filter`: the company's consultants (`company` must be the caller; `isDeleted: true` lists the deleted
 * ones), or `{_id: [ids]}` for those among them in one unpaged page (deleted ones included: their past work
 * still names them).
 */
export const companyConsultantFilterSchema = z.object({
  company: z.string().optional(),
  isDeleted: z.boolean().optional(),
  _id: z.union([z.string(), z.array(z.string())]).optional(),
});

/** The create body: the 'Novo Consultor' form, the CPF/CNPJ as digits. */
export const companyConsultantCreateBodySchema = consultantCreateSchema;
/** The update body: the edit form. */
export const companyConsultantUpdateBodySchema = consultantEditSchema;

const company = { family: CONSULTANTS_FAMILIES.ENTERPRISE, access: 'bearer' } as const;

export const CONSULTANTS_ROUTES = defineRoutes([
  {
    ...company,
    method: 'POST',
    path: '/filter',
    summary: "The company's consultants, paged (or those among `_id`, unpaged)",
    query: pageQuerySchema,
    body: companyConsultantFilterSchema,
    response: companyConsultantPageSchema,
  },
  {
    ...company,
    method: 'GET',
    path: '/:id',
    summary: "One of the company's consultants (deleted ones too)",
    response: upstreamCompanyConsultantSchema,
  },
  {
    ...company,
    method: 'POST',
    path: '',
    summary: 'Create a verified company consultant of the caller company (409 on a taken e-mail)',
    body: companyConsultantCreateBodySchema,
    status: 201,
    response: createdSchema,
  },
  {
    ...company,
    method: 'PUT',
    path: '/:id',
    summary:
      "Update one of the company's consultants; a company consultant edits their own profile here at their own id " +
      '(spec 001 §7: the profile form or the résumé alone)',
    body: z.union([companyConsultantUpdateBodySchema, profileUpdateBodySchema]),
    response: upstreamCompanyConsultantSchema,
  },
  {
    ...company,
    method: 'DELETE',
    path: '/:id',
    summary: 'Soft-delete a consultant: no more sign-in, past work kept',
    response: createdSchema,
  },
]);
