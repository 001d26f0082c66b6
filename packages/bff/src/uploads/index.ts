import { profilePicture } from '../graphql/account/profile-picture';
import { labAnalysisUpload } from '../graphql/analyses/upload';
import { advertImage } from '../graphql/master/advert-image';
import { monitoringPostUpload } from '../graphql/monitorings/upload';
import { consultancyImage } from '../graphql/offers/image-upload';
import { reportItemUpload } from '../graphql/reports/upload';
import { trainingImage } from '../graphql/trainings/image-upload';
import type { Services } from '../services';
import type { UploadTarget } from './targets';

/**
 * Every file the app uploads, each built by its own domain (the uploads plugin serves whatever it is given):
 * the images, then the documents.
 */
export const uploadTargets = (services: Services): UploadTarget[] => [
  profilePicture(services),
  advertImage(services),
  consultancyImage(services),
  trainingImage(services),
  labAnalysisUpload(services),
  monitoringPostUpload(services),
  reportItemUpload(services),
];
