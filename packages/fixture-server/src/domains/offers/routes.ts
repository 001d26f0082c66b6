import type { FamilyName } from '@talhao/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { batchIds, batchPage } from '../../http/batch';
import type { FixtureContext } from '../../http/context';
import { conflict, notFound, parseOr400 } from '../../http/errors';
import { requireSelf } from '../../http/guard';
import { created, paginate, parsePageNumber } from '../../http/pagination';
import { familyRouter } from '../../http/routing';
import { foldText } from '../../http/text';
import { objectId } from '../../store/ids';
import type { UserRecord } from '../account/users';
import { PROVIDED_CONSULTANCIES } from '../provided/provided';
import { entityImageRoute } from '../uploads/entityImage';
import { deleteUpload } from '../uploads/uploads';
import { newestOfferFirst, OFFERS, type OfferRecord, toOfferPayload } from './offers';
import { parseOfferInput } from './validation';

export const OFFER_HTTP_MESSAGES = {
  notFound: 'Consultoria não encontrada.',
  duplicate: 'Já existe uma consultoria com este nome',
} as const;

/** `{_id: [ids]}` is the batch lookup (docs/rest-contract.md issue 4): one unpaged page of the caller's offers among them. */
const filterBody = z.object({ name: z.string().nullish(), _id: batchIds.optional() });

/** Whose offers a caller works with: a consultant its own, a company its own, a company consultant its company's. */
function ownerOf(user: UserRecord): Pick<OfferRecord, 'consultant' | 'company'> {
  if (user.role === 'CONSULTANT') return { consultant: user._id, company: null };
  if (user.role === 'ENTERPRISE') return { consultant: null, company: user._id };
  return { consultant: null, company: user.companyId ?? '__none__' };
}

const ownedBy = (owner: Pick<OfferRecord, 'consultant' | 'company'>) => (record: OfferRecord) =>
  owner.consultant !== null ? record.consultant === owner.consultant : record.company === owner.company;

/**
 * Offered consultancies (spec 001 §7 "Dashboard and offered consultancies", spec 002 offers):
 * consultantConsultancyApi for CONSULTANT, enterpriseConsultancyApi for ENTERPRISE (writes) and
 * ENTERPRISE_CONSULTANT (reads its company's). Another owner's offer answers 404.
 */
export function registerOfferRoutes(app: FastifyInstance, ctx: FixtureContext): void {
  registerOfferFamily(app, ctx, 'consultantConsultancyApi', { clients: 'POST' });
  registerOfferFamily(app, ctx, 'enterpriseConsultancyApi', { clients: 'GET', writers: ['ENTERPRISE'] });
}

function registerOfferFamily(
  app: FastifyInstance,
  ctx: FixtureContext,
  family: FamilyName,
  options: { clients: 'GET' | 'POST'; writers?: ['ENTERPRISE'] },
): void {
  const { store, now } = ctx;
  const offers = store.collection(OFFERS);
  const router = familyRouter(app, ctx.families, family);
  const read = { access: 'bearer' } as const;
  const write = { access: 'bearer', ...(options.writers ? { roles: options.writers } : {}) } as const;

  const mine = (request: FastifyRequest) => ownedBy(ownerOf(requireSelf(request)));
  const byId = (request: FastifyRequest): OfferRecord => {
    const { id } = request.params as { id: string };
    const offer = offers.get(id);
    if (!offer || !mine(request)(offer)) throw notFound(OFFER_HTTP_MESSAGES.notFound);
    return offer;
  };
  const checkDuplicate = (request: FastifyRequest, name: string, self: string | null) => {
    const key = foldText(name.trim());
    if (offers.find((o) => o._id !== self && mine(request)(o) && foldText(o.name.trim()) === key)) {
      throw conflict(OFFER_HTTP_MESSAGES.duplicate);
    }
  };

  router.post('/filter', read, async (request) => {
    const { name, _id } = parseOr400(filterBody, request.body ?? {});
    const needle = name?.trim() ? foldText(name.trim()) : null;
    const isMine = mine(request);
    const ids = _id ? new Set(_id) : null;
    const matches = offers
      .filter(
        (o) => isMine(o) && (ids === null || ids.has(o._id)) && (needle === null || foldText(o.name).includes(needle)),
      )
      .sort(newestOfferFirst);
    if (_id) return batchPage(matches.map(toOfferPayload), _id);
    return paginate(matches, parsePageNumber(request.query), toOfferPayload);
  });

  // Distinct farmers with a provided consultancy of this offer.
  router.route(options.clients, '/get-clients/:id', read, async (request) => {
    const offer = byId(request);
    const farmers = new Set(
      store
        .collection(PROVIDED_CONSULTANCIES)
        .filter((p) => p.consultancy === offer._id)
        .map((p) => p.user),
    );
    return { count: farmers.size };
  });

  router.get('/:id', read, async (request) => toOfferPayload(byId(request)));

  router.post('', write, async (request, reply) => {
    const input = parseOfferInput(request.body);
    checkDuplicate(request, input.name, null);
    const at = now();
    const offer = offers.insert({
      _id: objectId(at),
      ...ownerOf(requireSelf(request)),
      ...input,
      image: null,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    });
    return reply.code(201).send(created(offer));
  });

  router.put('/:id', write, async (request) => {
    const current = byId(request);
    const input = parseOfferInput(request.body);
    checkDuplicate(request, input.name, current._id);
    return toOfferPayload(offers.update(current._id, { ...input, updatedAt: now().toISOString() })!);
  });

  router.delete('/:id', write, async (request) => {
    const offer = byId(request);
    await deleteUpload(store, ctx.files, offer.image?.url);
    offers.remove(offer._id);
    return { message: 'Consultoria removida' };
  });

  entityImageRoute(router, '/picture-update/:id', write, ctx, {
    find: byId,
    currentUrl: (offer) => offer.image?.url,
    setImage: (offer, { url, originalName }) =>
      toOfferPayload(
        offers.update(offer._id, { image: { url, originalname: originalName }, updatedAt: now().toISOString() })!,
      ),
  });
}
