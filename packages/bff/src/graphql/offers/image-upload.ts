import type { Services } from '../../services';
import { entityImage } from '../../uploads/targets';
import { upstreamOfferSchema } from './upstream';

/**
 * An offered consultancy's image (CONSULTANT or ENTERPRISE), sent after the offer was saved
 * (spec 002 §5): every failure says the offer was saved but its image was not (CATALOGUE.offerImage).
 */
export const consultancyImage = (services: Services) =>
  entityImage(services, {
    name: 'consultancy-image',
    roles: ['CONSULTANT', 'ENTERPRISE'],
    family: (user) => (user.role === 'CONSULTANT' ? 'consultantConsultancyApi' : 'enterpriseConsultancyApi'),
    operation: 'offerImage',
    record: upstreamOfferSchema,
  });
