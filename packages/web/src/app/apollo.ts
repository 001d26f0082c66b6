import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { persistedDocumentLink } from './persistedLink';

/** Concrete types of the `Profile` interface, so fragments on them match in the cache. */
export const possibleTypes = {
  Profile: ['ConsultantProfile', 'EnterpriseConsultantProfile', 'EnterpriseProfile', 'MasterProfile', 'FarmerProfile'],
};

/**
 * Value objects without an id (address, coordinates, plan, config) are merged into the object that
 * holds them instead of replaced, so two queries selecting different fields of them do not evict
 * each other.
 */
const typePolicies = {
  Viewer: { merge: true },
  Address: { merge: true },
  Coords: { merge: true },
  Plan: { merge: true },
  CompanyRef: { merge: true },
  ClientConfig: { merge: true },
};

export const createCache = () => new InMemoryCache({ possibleTypes, typePolicies });

/**
 * One client for the app. The session lives in an httpOnly cookie (same origin), and the
 * `apollo-require-preflight` header satisfies the BFF's CSRF prevention. Operations go by id (persistedLink.ts).
 */
export const apolloClient = new ApolloClient({
  link: persistedDocumentLink.concat(
    new HttpLink({
      uri: '/graphql',
      credentials: 'same-origin',
      headers: { 'apollo-require-preflight': 'true' },
    }),
  ),
  cache: createCache(),
});
