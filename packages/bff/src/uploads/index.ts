import { profilePicture } from '../graphql/account/profile-picture';
import { advertImage } from '../graphql/master/advert-image';
import { consultancyImage } from '../graphql/offers/image-upload';
import { trainingImage } from '../graphql/trainings/image-upload';
import type { Services } from '../services';
import type { ImageUploadTarget } from './targets';

/** Every image the app uploads, each built by its own domain (the uploads plugin serves whatever it is given). */
export const imageUploadTargets = (services: Services): ImageUploadTarget[] => [
  profilePicture(services),
  advertImage(services),
  consultancyImage(services),
  trainingImage(services),
];
