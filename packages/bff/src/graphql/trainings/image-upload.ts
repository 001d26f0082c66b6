import { requireFamily } from '@talhao/schema/upstream/domainFamilies';
import { upstreamTrainingSchema } from '@talhao/schema/upstream/trainings';
import type { Services } from '../../services';
import { imageTarget } from '../../uploads/targets';

/**
 * A training's image (CONSULTANT, ENTERPRISE), sent after the training was saved: failures are worded as "the
 * training was saved, but its image was not" (CATALOGUE.trainingImage).
 */
export const trainingImage = (services: Services) =>
  imageTarget(services, {
    name: 'training-image',
    of: 'record',
    roles: ['CONSULTANT', 'ENTERPRISE'],
    family: (user) => requireFamily('trainings', user.role),
    path: '/picture-update',
    operation: 'trainingImage',
    record: upstreamTrainingSchema,
    url: (training) => training.image?.url,
  });
