import type { UpstreamProvided } from '@talhao/schema/upstream/provided';
import { toWorkStatus } from '../base/provider-enums';
import type { ProvidedConsultancyModel } from './models';

export { toProviderStatus } from '../base/provider-enums';

/** The provider's record → the model (its `consultancy` is the offer, its `user` the farmer). */
export function toProvided(provided: UpstreamProvided): ProvidedConsultancyModel {
  return {
    id: provided._id,
    consultant: provided.consultant
      ? {
          id: provided.consultant._id,
          name: provided.consultant.name,
          pictureUrl: provided.consultant.profilePicture?.url ?? null,
        }
      : null,
    offerId: provided.consultancy,
    farmerId: provided.user,
    propertyId: provided.property ?? null,
    fixedPrice: provided.fixedPrice,
    status: toWorkStatus(provided.status),
    startDate: provided.startDate,
    endDate: provided.endDate ?? null,
    createdAt: provided.createdAt,
  };
}
