import { coordsSchema } from '@talhao/schema';
import { validate } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { clampLimit } from './service';

export const placesResolvers: Resolvers = {
  Query: {
    places: (_parent, { query, limit }, ctx) => ctx.places.search(query, clampLimit(limit)),
    reversePlace: (_parent, { latitude, longitude }, ctx) => {
      const coords = validate(coordsSchema, { latitude, longitude });
      return ctx.places.reverse(coords.latitude, coords.longitude);
    },
  },
};
