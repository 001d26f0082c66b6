import { CATALOGUE, messageFor } from '@talhao/schema';
import { publicFileUrl } from '../../files';
import type { ImageUploadTarget } from '../../plugins/uploads';
import type { Services } from '../../services';
import { upstreamOfferSchema } from './upstream';

/**
 * An offered consultancy's image (CONSULTANT or ENTERPRISE), sent after the offer was saved
 * (spec 002 §5): every failure says the offer was saved but its image was not (CATALOGUE.offerImage).
 */
export const consultancyImage = (services: Services): ImageUploadTarget => ({
  name: 'consultancy-image',
  roles: ['CONSULTANT', 'ENTERPRISE'],
  upstreamPath: (request, user) => {
    const { id } = request.params as { id: string };
    const family = user.role === 'CONSULTANT' ? 'consultantConsultancyApi' : 'enterpriseConsultancyApi';
    return services.upstream.familyPath(family, `/picture-update/${encodeURIComponent(id)}`);
  },
  failureMessage: (status) => messageFor(CATALOGUE.offerImage, status).message,
  answer: (body) => {
    const parsed = upstreamOfferSchema.safeParse(body);
    if (!parsed.success) return null;
    return { imageUrl: publicFileUrl(parsed.data.image?.url), message: CATALOGUE.offerImage.success };
  },
});
