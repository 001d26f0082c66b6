import type { OfferedConsultancyValues } from '@talhao/schema';
import type { UpstreamOffer } from '@talhao/schema/upstream/offers';
import { publicFileUrl } from '../../files';
import type { Address, OfferedConsultancy, OfferedConsultancyInput, PriceLine } from '../../generated/resolvers';
import { fromAddressInput, toAddress } from '../account/profile';
import { sanitizeResume } from '../account/sanitize';
import { toConsultancyFormat, toProviderOfferFormat } from '../base/provider-enums';

/**
 * An offer as the resolvers pass it on: `clientCount` is resolved lazily (one get-clients call per
 * offer through the request's loader), unless already known (a new offer has no clients).
 */
export type OfferModel = Omit<OfferedConsultancy, 'clientCount'> & { clientCount?: number };

/** The same sanitizer as the resume: the offer editor produces the same basic formatting. */
export const sanitizeOfferContent = sanitizeResume;

/** price/priceType (parallel lists, or 'AGREED_PRICE') → lines and the agreed flag. */
function priceLines(offer: UpstreamOffer): { prices: PriceLine[]; agreedPrice: boolean } {
  if (offer.price === 'AGREED_PRICE' || offer.priceType === 'AGREED_PRICE' || offer.priceType[0] === 'AGREED_PRICE') {
    return { agreedPrice: true, prices: [{ amount: null, feeType: 'AGREED_PRICE' }] };
  }
  const types = offer.priceType;
  return {
    agreedPrice: false,
    prices: offer.price.flatMap((amount, index) => {
      const feeType = types[index];
      return feeType ? [{ amount, feeType }] : [];
    }),
  };
}

/** Provider offer → GraphQL: format spelling, price lines, regions, /files image URL, sanitized content. */
export function toOfferedConsultancy(offer: UpstreamOffer): OfferModel {
  return {
    __typename: 'OfferedConsultancy',
    id: offer._id,
    name: offer.name,
    format: toConsultancyFormat(offer.format),
    cultures: offer.cultures,
    ...priceLines(offer),
    regions: offer.regionOffered.map((place) => toAddress(place)).filter((a): a is Address => a !== null),
    summary: offer.summary || null,
    content: sanitizeOfferContent(offer.content),
    imageUrl: publicFileUrl(offer.image?.url),
  };
}

/** GraphQL input → what offeredConsultancySchema validates (the web form's values). */
export function offerFormValues(input: OfferedConsultancyInput) {
  return {
    name: input.name,
    format: input.format,
    cultures: input.cultures,
    agreedPrice: input.agreedPrice,
    prices: input.prices.map((line) => ({ amount: line.amount ?? undefined, feeType: line.feeType })),
    regions: input.regions.map((region) => fromAddressInput(region)),
    summary: input.summary ?? undefined,
    // Sanitized before the length rule, so stripped markup never counts as description.
    content: sanitizeOfferContent(input.content),
  };
}

/** Validated values → the provider's body ('AGREED_PRICE' in both lists when the price is agreed). */
export function offerBody(values: OfferedConsultancyValues) {
  return {
    name: values.name,
    format: toProviderOfferFormat(values.format),
    cultures: values.cultures,
    price: values.agreedPrice ? ('AGREED_PRICE' as const) : values.prices.map((line) => line.amount),
    priceType: values.agreedPrice ? ('AGREED_PRICE' as const) : values.prices.map((line) => line.feeType),
    regionOffered: values.regions,
    ...(values.summary ? { summary: values.summary } : {}),
    content: values.content,
  };
}
