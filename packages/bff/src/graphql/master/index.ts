import type { Resolvers } from '../../generated/resolvers';
import { advertResolvers } from './adverts';
import { notificationResolvers } from './notifications';
import { permissionResolvers } from './permissions';
import { registrationResolvers } from './registration';
import { statisticsResolvers } from './statistics';
import { usersResolvers } from './users';

/** Everything in master.graphql (all MASTER-only by @auth). */
export const masterResolvers: Resolvers[] = [
  statisticsResolvers,
  usersResolvers,
  registrationResolvers,
  permissionResolvers,
  advertResolvers,
  notificationResolvers,
];
