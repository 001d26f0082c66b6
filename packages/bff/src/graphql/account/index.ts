import type { Resolvers } from '../../generated/resolvers';
import { publicAccountResolvers } from './public-account';
import { settingsResolvers } from './settings';
import { signInResolvers } from './sign-in';
import { viewerResolvers } from './viewer';

/** Everything in account.graphql. */
export const accountResolvers: Resolvers[] = [
  viewerResolvers,
  signInResolvers,
  publicAccountResolvers,
  settingsResolvers,
];
