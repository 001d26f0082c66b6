import { upstreamAdvertSchema } from '@talhao/schema/upstream/master';
import type { Services } from '../../services';
import { imageTarget } from '../../uploads/targets';

/**
 * An advert's image (MASTER only), sent after the advert was saved: every failure is worded as
 * "the advert was saved, but its image was not" (CATALOGUE.advertImage) so the web warns with it.
 */
export const advertImage = (services: Services) =>
  imageTarget(services, {
    name: 'advert-image',
    of: 'record',
    roles: ['MASTER'],
    family: () => 'masterAdvertsApi',
    path: '/picture-update',
    operation: 'advertImage',
    record: upstreamAdvertSchema,
    url: (advert) => advert.image?.url,
  });
