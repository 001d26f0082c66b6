import type { Resolvers } from '../../generated/resolvers';
import { fieldActivityResolvers } from './queries';

/** A farmer's field activities (= recommendations): the list and one by id (issue 14; the form is issue 15). */
export const recommendationResolvers: Resolvers[] = [fieldActivityResolvers];
