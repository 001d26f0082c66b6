import { farmerCreateSchema, farmerEditSchema } from '@talhao/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import { batchIds, batchPage } from '../../http/batch';
import type { FixtureContext } from '../../http/context';
import { conflict, forbidden, notFound, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { created, paginate, parsePageNumber } from '../../http/pagination';
import { familyRouter } from '../../http/routing';
import { foldText } from '../../http/text';
import { createUser } from '../account/create';
import { findConflict, normalizeEmail, USERS, type UserRecord } from '../account/users';
import { PROPERTIES } from './farmers';
import { byName, toFarmerPayload } from './payloads';
import { FARM_HTTP_MESSAGES } from './routes';
import { FARM_WRITERS, visibleFarmerIds } from './visibility';

/** The provider's texts of the farmer writes (409 as spec 001 §8 words it; 403 Talhão's own). */
export const FARMER_HTTP_MESSAGES = {
  conflict: 'Conflito: celular ou email já cadastrado(s)',
  notCreator: 'Apenas quem cadastrou o agricultor pode editá-lo.',
} as const;

const nameFilter = z.object({ name: z.string().nullish(), _id: batchIds.optional() });

/**
 * The farmers themselves (spec 001 §7 "Farmers…"; docs/rest-contract.md "Issue 14 — farmers"), served alike by
 * consultantFarmerProfileApi (consultants) and enterpriseFarmerProfileApi (the company and its consultants):
 * the visible farmers by name or ids, one by id, the registration (createdBy = the caller; 409 on a taken
 * e-mail or mobile) and the edit (only by the farmer's creator: 403; 404 when not visible). Each payload
 * carries the farmer's property ids.
 */
export function registerFarmerProfileRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  const { store, now } = ctx;
  const users = store.collection(USERS);
  const properties = store.collection(PROPERTIES);
  const read = { access: 'bearer' } as const;
  // The registration and the edit: consultants and company consultants (a company reads its farmers only: 403).
  const write = { access: 'bearer', roles: FARM_WRITERS } as const;

  const payload = (farmer: UserRecord) =>
    toFarmerPayload(
      farmer,
      properties.filter((p) => p.user === farmer._id).map((p) => p._id),
    );
  const visibleFarmer = (request: FastifyRequest): UserRecord => {
    const { id = '' } = request.params as { id?: string };
    const farmer = users.get(id);
    if (!farmer || !visibleFarmerIds(store, requireSelf(request)).has(farmer._id)) {
      throw notFound(FARM_HTTP_MESSAGES.farmerNotFound);
    }
    return farmer;
  };

  for (const family of ['consultantFarmerProfileApi', 'enterpriseFarmerProfileApi'] as const) {
    const farmers = familyRouter(app, ctx.families, family);

    farmers.post('/users-registered/filter', read, async (request) => {
      const { name, _id } = parseOr400(nameFilter, request.body ?? {});
      const visible = visibleFarmerIds(store, requireSelf(request));
      if (_id) {
        const found = [...new Set(_id)].flatMap((id) => {
          const farmer = users.get(id);
          return farmer && visible.has(farmer._id) ? [farmer] : [];
        });
        return batchPage(found.map(payload), _id);
      }
      const pageNumber = parsePageNumber(request.query);
      const needle = name?.trim() ? foldText(name.trim()) : null;
      const matches = users
        .filter((u) => visible.has(u._id) && (needle === null || foldText(u.name).includes(needle)))
        .sort(byName);
      return paginate(matches, pageNumber, payload);
    });

    farmers.get('/:id', read, async (request) => payload(visibleFarmer(request)));

    farmers.post('', write, async (request, reply) => {
      const caller = requireSelf(request);
      const body = parseOr400(farmerCreateSchema, request.body ?? {});
      if (findConflict(store, { email: body.email, phoneNumber: body.phoneNumber })) {
        throw conflict(FARMER_HTTP_MESSAGES.conflict);
      }
      const farmer = createUser(store, {
        role: 'USER',
        name: body.name,
        email: body.email,
        phoneNumber: body.phoneNumber,
        address: body.address,
        createdBy: caller._id,
        // Without a password the farmer signs in after an account recovery.
        passwordHash: body.password ? await hashPassword(body.password) : null,
        verified: true,
        createdAt: now(),
      });
      return reply.code(201).send(created(farmer));
    });

    farmers.put('/:id', write, async (request) => {
      const caller = requireSelf(request);
      const farmer = visibleFarmer(request);
      if (farmer.createdBy !== caller._id) throw forbidden(FARMER_HTTP_MESSAGES.notCreator);
      const body = parseOr400(farmerEditSchema, request.body ?? {});
      if (findConflict(store, { email: body.email, phoneNumber: body.phoneNumber }, farmer._id)) {
        throw conflict(FARMER_HTTP_MESSAGES.conflict);
      }
      const updated = users.update(farmer._id, {
        name: body.name,
        email: normalizeEmail(body.email),
        phoneNumber: body.phoneNumber,
        address: body.address,
        birthDate: body.birthDate ?? null,
        updatedAt: now().toISOString(),
      })!;
      return payload(updated);
    });
  }
}
