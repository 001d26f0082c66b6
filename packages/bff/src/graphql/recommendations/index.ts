import type { Resolvers } from '../../generated/resolvers';
import { recommendationCountResolvers } from './count';
import { recommendationMutations } from './mutations';
import { fieldActivityResolvers } from './queries';

/** A farmer's field activities (= recommendations): the list, one by id, the form and the calendar's occurrences. */
export const recommendationResolvers: Resolvers[] = [
  fieldActivityResolvers,
  recommendationMutations,
  recommendationCountResolvers,
];
