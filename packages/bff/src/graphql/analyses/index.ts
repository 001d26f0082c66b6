import type { Resolvers } from '../../generated/resolvers';
import { analysesQueryResolvers } from './queries';

/** A farmer's lab analyses (issue 14); the upload is the REST route of ./upload.ts. */
export const analysesResolvers: Resolvers[] = [analysesQueryResolvers];
