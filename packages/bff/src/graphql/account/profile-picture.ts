import { CATALOGUE, messageFor, PROFILE_FAMILY, PROFILE_PATHS, upstreamProfileSchema } from '@talhao/schema';
import { publicFileUrl } from '../../files';
import type { Services } from '../../services';
import type { ImageUploadTarget } from '../../uploads/targets';

/** The signed-in user's own photo: `{profileApi}/picture-update` of the session's role. */
export const profilePicture = (services: Services): ImageUploadTarget => ({
  name: 'profile-picture',
  byId: false,
  upstreamPath: (_request, user) =>
    services.upstream.familyPath(PROFILE_FAMILY[user.role], PROFILE_PATHS.pictureUpdate),
  failureMessage: (status, local) => local ?? messageFor(CATALOGUE.updatePicture, status).message,
  answer: (body) => {
    const parsed = upstreamProfileSchema.safeParse(body);
    if (!parsed.success) return null;
    return { pictureUrl: publicFileUrl(parsed.data.profilePicture?.url), message: CATALOGUE.updatePicture.success };
  },
});
