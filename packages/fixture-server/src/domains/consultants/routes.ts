import { consultantCreateSchema, consultantEditSchema } from '@talhao/schema';
import { companyConsultantFilterSchema, type UpstreamCompanyConsultant } from '@talhao/schema/upstream/consultants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword } from '../../auth/passwords';
import { batchIds, batchPage } from '../../http/batch';
import type { FixtureContext } from '../../http/context';
import { conflict, forbidden, notFound, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { created, paginate, parsePageNumber } from '../../http/pagination';
import { familyRouter } from '../../http/routing';
import { createUser } from '../account/create';
import { toProfile } from '../account/payloads';
import { updateOwnProfile } from '../account/profileRoutes';
import { ACCOUNT_TOKENS } from '../account/tokens';
import { findConflict, normalizeEmail, USERS, type UserRecord } from '../account/users';

export const CONSULTANT_HTTP_MESSAGES = {
  notFound: 'Consultor não encontrado',
  // The specification's 409 text (spec 002 §8), as the provider words it.
  duplicate: 'Já existe consultor com esse nome esse email',
  otherCompany: 'Você só pode listar os consultores da sua empresa',
  deleted: 'Consultor removido',
} as const;

/** A company consultant as the provider answers it: the profile, with its soft deletion. */
const toConsultantPayload = (ctx: FixtureContext, user: UserRecord): UpstreamCompanyConsultant =>
  ({ ...toProfile(ctx.store, user), cpf: user.cpf, deletedAt: user.deletedAt }) as UpstreamCompanyConsultant;

const newestFirst = (a: UserRecord, b: UserRecord) =>
  b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);

/**
 * The company's consultants (spec 002 §2 /empresa/consultores, §7): `enterpriseConsultantProfileApi/{id}`, ENTERPRISE
 * only. Another company's consultant, or any other account, answers 404. Deleting is soft: the account signs in no
 * more and its tokens stop working (the auth guard refuses a deleted caller), its past work keeps its name.
 * The family's root (`GET/PUT ''`) stays the company consultant's own profile (account/profileRoutes.ts), and the
 * company consultant also edits it at `PUT /{own id}` (spec 001 §7), the only id they may address here.
 */
export function registerConsultantRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store, now } = ctx;
  const users = store.collection(USERS);
  const router = familyRouter(app, ctx.families, 'enterpriseConsultantProfileApi');
  const company = { access: 'bearer', roles: ['ENTERPRISE'] } as const;
  const companyOrSelf = { access: 'bearer', roles: ['ENTERPRISE', 'ENTERPRISE_CONSULTANT'] } as const;

  const isOurs = (companyId: string) => (user: UserRecord) =>
    user.role === 'ENTERPRISE_CONSULTANT' && user.companyId === companyId;

  /** The caller company's consultant by `:id` (deleted ones too, for reads); anyone else's is missing. */
  const consultantOf = (request: FastifyRequest, { active }: { active: boolean }): UserRecord => {
    const { id } = request.params as { id: string };
    const user = users.get(id);
    if (!user || !isOurs(requireSelf(request)._id)(user) || (active && user.deletedAt !== null)) {
      throw notFound(CONSULTANT_HTTP_MESSAGES.notFound);
    }
    return user;
  };

  /** 409 on an e-mail (or a CPF/CNPJ) any active account already has. */
  const checkConflict = (fields: { email: string; cpf?: string }, self?: string) => {
    const clash = findConflict(store, { email: fields.email, cpf: fields.cpf ?? null }, self);
    if (clash === 'email' || clash === 'cpf') throw conflict(CONSULTANT_HTTP_MESSAGES.duplicate);
  };

  router.post('/filter', company, async (request) => {
    const caller = requireSelf(request);
    const body = parseOr400(companyConsultantFilterSchema, request.body ?? {});
    if (body.company && body.company !== caller._id) throw forbidden(CONSULTANT_HTTP_MESSAGES.otherCompany);
    const ours = users.filter(isOurs(caller._id)).sort(newestFirst);
    if (body._id !== undefined) {
      const ids = parseOr400(batchIds, body._id);
      const wanted = new Set(ids);
      return batchPage(
        ours.filter((u) => wanted.has(u._id)).map((u) => toConsultantPayload(ctx, u)),
        ids,
      );
    }
    const deleted = body.isDeleted === true;
    const list = ours.filter((u) => (u.deletedAt !== null) === deleted);
    return paginate(list, parsePageNumber(request.query), (u) => toConsultantPayload(ctx, u));
  });

  router.get('/:id', company, async (request) => toConsultantPayload(ctx, consultantOf(request, { active: false })));

  router.post('', company, async (request, reply) => {
    const caller = requireSelf(request);
    const input = parseOr400(consultantCreateSchema, request.body);
    checkConflict(input);
    const at = now();
    const user = createUser(store, {
      role: 'ENTERPRISE_CONSULTANT',
      name: input.name,
      email: normalizeEmail(input.email),
      address: input.address,
      birthDate: input.birthDate ?? null,
      cpf: input.cpf ?? null,
      companyId: caller._id,
      createdBy: caller._id,
      passwordHash: await hashPassword(input.password),
      // Created by its company: no confirmation e-mail.
      verified: true,
      createdAt: at,
    });
    return reply.code(201).send(created(user));
  });

  router.put('/:id', companyOrSelf, async (request) => {
    const caller = requireSelf(request);
    if (caller.role === 'ENTERPRISE_CONSULTANT') {
      // Spec 001 §7: the company consultant edits their own profile at their own id; any other id is missing.
      if ((request.params as { id: string }).id !== caller._id) throw notFound(CONSULTANT_HTTP_MESSAGES.notFound);
      return toProfile(store, updateOwnProfile(ctx, caller, request.body));
    }
    const current = consultantOf(request, { active: true });
    const input = parseOr400(consultantEditSchema, request.body);
    checkConflict(input, current._id);
    const updated = users.update(current._id, {
      name: input.name.trim(),
      email: normalizeEmail(input.email),
      phoneNumber: input.phoneNumber,
      address: input.address,
      birthDate: input.birthDate ?? null,
      cpf: input.cpf ?? null,
      updatedAt: now().toISOString(),
    })!;
    return toConsultantPayload(ctx, updated);
  });

  router.delete('/:id', company, async (request) => {
    const current = consultantOf(request, { active: true });
    users.update(current._id, { deletedAt: now().toISOString(), updatedAt: now().toISOString() });
    // Pending e-mail links die with the account; its JWTs are refused by the auth guard from now on.
    store.collection(ACCOUNT_TOKENS).removeWhere((t) => t.userId === current._id);
    return created(current);
  });
}
