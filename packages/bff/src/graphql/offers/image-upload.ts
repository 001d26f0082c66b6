import { familyFor } from '@talhao/schema/upstream/domainFamilies';
import { upstreamOfferSchema } from '@talhao/schema/upstream/offers';
import type { Services } from '../../services';
import type { SessionUser } from '../../session';
import { imageTarget } from '../../uploads/targets';

/** consultantConsultancyApi or enterpriseConsultancyApi (DOMAIN_FAMILIES.offers); roles are checked first. */
function offerFamily(user: SessionUser) {
  const family = familyFor('offers', user.role);
  if (!family) throw new Error(`no offers family for ${user.role}`);
  return family;
}

/**
 * An offered consultancy's image (CONSULTANT or ENTERPRISE), sent after the offer was saved
 * (spec 002 §5): every failure says the offer was saved but its image was not (CATALOGUE.offerImage).
 */
export const consultancyImage = (services: Services) =>
  imageTarget(services, {
    name: 'consultancy-image',
    of: 'record',
    roles: ['CONSULTANT', 'ENTERPRISE'],
    family: offerFamily,
    path: '/picture-update',
    operation: 'offerImage',
    record: upstreamOfferSchema,
    url: (offer) => offer.image?.url,
  });
