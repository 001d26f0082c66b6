import { CATALOGUE, COMMON, OFFER_UPDATED, offerSchemaFor, okBodySchema } from '@talhao/schema';
import { familyFor } from '@talhao/schema/upstream/domainFamilies';
import { createdSchema } from '@talhao/schema/upstream/master';
import { offerPageSchema, type UpstreamOffer, upstreamOfferSchema } from '@talhao/schema/upstream/offers';
import type { RequestContext } from '../../context';
import { appError, errorCode, validate } from '../../errors';
import type { OfferedConsultancy, OfferedConsultancyInput, Resolvers } from '../../generated/resolvers';
import { pageInfo, pageNumber } from '../base/paging';
import { clientCountLoader, type OfferFamily } from './client-count-loader';
import { type OfferModel, offerBody, offerFormValues, toOfferedConsultancy } from './mapping';
import { LOAD, PAGE_INVALID, SAVE } from './messages';

/**
 * The family of the user whose offers the field is about (rule 2: role-pathed on the server):
 * a consultant's own, or a company's (also read by its consultants). A MASTER reaches them only
 * through viewAs, where subject() is the viewed user.
 */
function offerFamily(ctx: RequestContext): OfferFamily {
  const role = ctx.subject()?.role;
  const family = role ? familyFor('offers', role) : undefined;
  if (!family) throw appError('FORBIDDEN', COMMON.forbidden, { status: 403 });
  return family;
}

const offersApi = (ctx: RequestContext) => ctx.upstream.family(offerFamily(ctx));
const offerPath = (id: string) => `/${encodeURIComponent(id)}`;

/** Resolvers pass OfferModel on; OfferedConsultancy.clientCount fills the count lazily. */
const asOffer = (model: OfferModel) => model as OfferedConsultancy;

/** The shared form schema of the author's role: a company's offer refuses with the company's texts (spec 002 §5). */
function validInput(ctx: RequestContext, input: OfferedConsultancyInput) {
  const role = ctx.subject()?.role ?? 'CONSULTANT';
  return offerBody(validate(offerSchemaFor(role), offerFormValues(input)));
}

export async function createOfferedConsultancy(ctx: RequestContext, input: OfferedConsultancyInput) {
  const body = validInput(ctx, input);
  const created = await offersApi(ctx).post('', body, { schema: createdSchema, ...SAVE });
  // The provider answers only the id; the offer is what was sent, with no clients yet.
  const offer = upstreamOfferSchema.parse({ _id: created._id, ...body, image: null });
  return {
    offer: asOffer({ ...toOfferedConsultancy(offer), clientCount: 0 }),
    message: CATALOGUE.saveOffer.success,
  };
}

export async function updateOfferedConsultancy(ctx: RequestContext, id: string, input: OfferedConsultancyInput) {
  const body = validInput(ctx, input);
  const updated = await offersApi(ctx).put(offerPath(id), body, { schema: upstreamOfferSchema, ...SAVE });
  return { offer: asOffer(toOfferedConsultancy(updated)), message: OFFER_UPDATED };
}

export async function deleteOfferedConsultancy(ctx: RequestContext, id: string) {
  await offersApi(ctx).delete(offerPath(id), { schema: okBodySchema, operation: 'deleteOffer' });
  return { message: CATALOGUE.deleteOffer.success };
}

/** One offer for a page, or null on 404 (another owner's offer is a 404 too). */
async function findOffer(ctx: RequestContext, id: string): Promise<UpstreamOffer | null> {
  try {
    return await offersApi(ctx).get(offerPath(id), { schema: upstreamOfferSchema, ...LOAD });
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') return null;
    throw error;
  }
}

export const offeredConsultancyResolvers: Resolvers = {
  Query: {
    offeredConsultancies: async (_parent, { name, page }, ctx) => {
      const pageNo = pageNumber(page, PAGE_INVALID);
      const search = name?.trim();
      const list = await offersApi(ctx).post('/filter', search ? { name: search } : {}, {
        schema: offerPageSchema,
        ...LOAD,
        query: { pageNumber: pageNo },
      });
      return {
        ...pageInfo(pageNo, list.pageSize, list.total),
        items: list.items.map((item) => asOffer(toOfferedConsultancy(item))),
      };
    },
    offeredConsultancy: async (_parent, { id }, ctx) => {
      const offer = await findOffer(ctx, id);
      return offer ? asOffer(toOfferedConsultancy(offer)) : null;
    },
  },
  Mutation: {
    createOfferedConsultancy: (_parent, { input }, ctx) => createOfferedConsultancy(ctx, input),
    updateOfferedConsultancy: (_parent, { id, input }, ctx) => updateOfferedConsultancy(ctx, id, input),
    deleteOfferedConsultancy: (_parent, { id }, ctx) => deleteOfferedConsultancy(ctx, id),
  },
  OfferedConsultancy: {
    clientCount: (parent, _args, ctx) => {
      const known = (parent as OfferModel).clientCount;
      return typeof known === 'number' ? known : clientCountLoader(ctx, offerFamily(ctx)).load(parent.id);
    },
  },
};
