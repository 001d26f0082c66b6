import { makeExecutableSchema } from '@graphql-tools/schema';
import { typeDefs } from '@talhao/schema/sdl';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from '../generated/resolvers';
import { accountResolvers } from './account';
import { areaOwnerResolvers } from './account/area-owner';
import { analysesResolvers } from './analyses';
import { applyAuthDirectives, fieldsWithoutAccessRule, misplacedViewAsArguments } from './auth-directive';
import { baseResolvers } from './base/resolvers';
import { consultantResolvers } from './consultants';
import { farmerResolvers } from './farmers';
import { boundaryResolvers } from './farmers/boundary';
import { financeResolvers } from './finances';
import { harvestResolvers } from './harvests';
import { applyInputCaps } from './input-caps';
import { inventoryResolvers } from './inventory';
import { laboratoryResolvers } from './laboratories';
import { masterResolvers } from './master';
import { monitoringResolvers } from './monitorings';
import { offerResolvers } from './offers';
import { placesResolvers } from './places/resolvers';
import { providedResolvers } from './provided';
import { recommendationResolvers } from './recommendations';
import { reportResolvers } from './reports';
import { scheduleResolvers } from './schedule';
import { trainingResolvers } from './trainings';

/** Resolvers of every domain; a domain adds its entry here. */
export const domainResolvers: Resolvers[] = [
  baseResolvers,
  ...accountResolvers,
  areaOwnerResolvers,
  ...masterResolvers,
  placesResolvers,
  trainingResolvers,
  ...offerResolvers,
  ...providedResolvers,
  ...farmerResolvers,
  ...scheduleResolvers,
  ...financeResolvers,
  ...inventoryResolvers,
  boundaryResolvers,
  ...harvestResolvers,
  ...recommendationResolvers,
  ...analysesResolvers,
  ...reportResolvers,
  ...laboratoryResolvers,
  ...monitoringResolvers,
  consultantResolvers,
];

/**
 * The executable schema: SDL from packages/schema, resolvers per domain, @auth and @length applied. A root
 * field without @auth or @public stops the server at start (rule 6: every field declares who may use it).
 */
export function buildSchema(resolvers: Resolvers[] = domainResolvers, sdl: string = typeDefs): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: sdl,
    // No token list or locations kept on the schema's AST: nothing reads them once the schema is built, and they
    // held ~1 MB of the process's heap for as long as it ran (as the trusted documents, engine/trusted-documents.ts).
    noLocation: true,
    // biome-ignore lint/suspicious/noExplicitAny: generated resolver maps are structurally typed per domain
    resolvers: resolvers as any,
    inheritResolversFromInterfaces: true,
  });
  const missing = fieldsWithoutAccessRule(schema);
  if (missing.length > 0) {
    throw new Error(`Campos sem @auth nem @public: ${missing.join(', ')}`);
  }
  const misplaced = misplacedViewAsArguments(schema);
  if (misplaced.length > 0) {
    throw new Error(`viewAs só é aceito como ID opcional em consultas com @auth: ${misplaced.join(', ')}`);
  }
  // Caps outermost: a megabyte of text is refused before @auth or any resolver runs.
  return applyInputCaps(applyAuthDirectives(schema));
}
