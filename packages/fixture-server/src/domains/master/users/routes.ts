import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hashPassword } from '../../../auth/passwords';
import type { FixtureContext } from '../../../http/context';
import { conflict, notFound, parseOr400 } from '../../../http/errors';
import { requireSelf } from '../../../http/guard';
import { created, paginate, parsePageNumber } from '../../../http/pagination';
import { familyRouter } from '../../../http/routing';
import { foldText } from '../../../http/text';
import { createUser } from '../../account/create';
import { toProfile } from '../../account/payloads';
import { profileEditPatch } from '../../account/profileEdit';
import {
  companyRegistrationSchema,
  consultantRegistrationSchema,
  farmerRegistrationSchema,
} from '../../account/registration';
import { activeUsers, findActiveUser, findConflict, USERS } from '../../account/users';

const MASTER_ONLY = { access: 'bearer', roles: ['MASTER'] } as const;

/** Registration conflicts (spec 000 §8): 409 for a duplicate e-mail, CPF, CNPJ or phone. */
const CONFLICT_MESSAGES = {
  company: 'Já existe empresa com os mesmos dados',
  consultant: 'Já existe consultor com os mesmos dados',
  farmer: 'Conflito: celular ou email já cadastrado(s)',
} as const;

const filterBody = z.object({
  role: z.enum(['USER', 'CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT'], { error: 'Tipo de usuário inválido' }),
  name: z.string().optional().nullable(),
  _id: z.string().optional().nullable(),
});

/**
 * The master's user management: registrations through the profile families (issue 3) and the
 * store-house lookups (spec 000 §7 "Master").
 */
export function registerMasterUserRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store, now } = ctx;

  familyRouter(app, ctx.families, 'enterpriseProfileApi').post('', MASTER_ONLY, async (request, reply) => {
    const body = parseOr400(companyRegistrationSchema, request.body);
    if (findConflict(store, { email: body.email, cnpj: body.cnpj })) throw conflict(CONFLICT_MESSAGES.company);
    const user = createUser(store, {
      role: 'ENTERPRISE',
      name: body.name,
      email: body.email,
      cnpj: body.cnpj,
      address: body.address,
      createdBy: requireSelf(request)._id,
      passwordHash: await hashPassword(body.password),
      // The master vouches for accounts it creates: no confirmation e-mail.
      verified: true,
      createdAt: now(),
    });
    return reply.code(201).send(created(user));
  });

  familyRouter(app, ctx.families, 'consultantProfileApi').post('', MASTER_ONLY, async (request, reply) => {
    const body = parseOr400(consultantRegistrationSchema, request.body);
    if (findConflict(store, { email: body.email, cpf: body.cpf })) throw conflict(CONFLICT_MESSAGES.consultant);
    const user = createUser(store, {
      role: 'CONSULTANT',
      name: body.name,
      email: body.email,
      cpf: body.cpf,
      address: body.address,
      createdBy: requireSelf(request)._id,
      passwordHash: await hashPassword(body.password),
      verified: true,
      createdAt: now(),
    });
    return reply.code(201).send(created(user));
  });

  familyRouter(app, ctx.families, 'farmerProfileApi').post('', MASTER_ONLY, async (request, reply) => {
    const body = parseOr400(farmerRegistrationSchema, request.body);
    if (findConflict(store, { email: body.email, cpf: body.cpf, phoneNumber: body.phoneNumber })) {
      throw conflict(CONFLICT_MESSAGES.farmer);
    }
    const user = createUser(store, {
      role: 'USER',
      name: body.name,
      email: body.email ?? null,
      cpf: body.cpf,
      phoneNumber: body.phoneNumber,
      address: body.address,
      createdBy: requireSelf(request)._id,
      // Without a password the farmer cannot sign in until an account recovery.
      passwordHash: body.password ? await hashPassword(body.password) : null,
      verified: true,
      createdAt: now(),
    });
    return reply.code(201).send(created(user));
  });

  const storeHouse = familyRouter(app, ctx.families, 'masterStoreHouseUsersApi');

  storeHouse.post('/filter', { access: 'bearer' }, async (request) => {
    const pageNumber = parsePageNumber(request.query);
    const { role, name, _id } = parseOr400(filterBody, request.body ?? {});
    const needle = name?.trim() ? foldText(name.trim()) : null;
    const matches = activeUsers(store)
      .filter((u) => u.role === role && (!_id || u._id === _id) && (!needle || foldText(u.name).includes(needle)))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a._id.localeCompare(b._id));
    return paginate(matches, pageNumber, (user) => toProfile(store, user));
  });

  const userById = (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    const user = findActiveUser(store, id);
    if (!user) throw notFound('Usuário não encontrado!');
    return user;
  };

  storeHouse.get('/:id', { access: 'bearer' }, async (request) => toProfile(store, userById(request)));

  // The master edits another user's profile (path not shown by the spec; docs/rest-contract.md).
  storeHouse.put('/:id', { access: 'bearer' }, async (request) => {
    const user = userById(request);
    const patch = profileEditPatch(user, request.body ?? {}, now().toISOString().slice(0, 10));
    const updated = store.collection(USERS).update(user._id, { ...patch, updatedAt: now().toISOString() })!;
    return toProfile(store, updated);
  });
}
