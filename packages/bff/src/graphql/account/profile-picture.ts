import { PROFILE_FAMILY, PROFILE_PATHS, upstreamProfileSchema } from '@talhao/schema';
import type { Services } from '../../services';
import { imageTarget } from '../../uploads/targets';

/** The signed-in user's own photo: `{profileApi}/picture-update` of the session's role (CATALOGUE.updatePicture). */
export const profilePicture = (services: Services) =>
  imageTarget(services, {
    name: 'profile-picture',
    of: 'self',
    family: (user) => PROFILE_FAMILY[user.role],
    path: PROFILE_PATHS.pictureUpdate,
    operation: 'updatePicture',
    record: upstreamProfileSchema,
    url: (profile) => profile.profilePicture?.url,
  });
