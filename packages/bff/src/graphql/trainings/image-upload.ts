import { requireFamily } from '@talhao/schema/upstream/domainFamilies';
import { upstreamTrainingSchema } from '@talhao/schema/upstream/trainings';
import type { Services } from '../../services';
import { entityImage } from '../../uploads/targets';

/**
 * A training's image (CONSULTANT), sent after the training was saved: failures are worded as "the
 * training was saved, but its image was not" (CATALOGUE.trainingImage).
 */
export const trainingImage = (services: Services) =>
  entityImage(services, {
    name: 'training-image',
    roles: ['CONSULTANT'],
    family: (user) => requireFamily('trainings', user.role),
    operation: 'trainingImage',
    record: upstreamTrainingSchema,
  });
