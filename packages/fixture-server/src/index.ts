export { GOOGLE_TEST_TOKEN_PREFIX } from './domains/account/authRoutes';
export type { OutboxKind, OutboxMessage } from './domains/outbox/outbox';
export { TEMPORARY_PASSWORD_LINE } from './domains/outbox/templates';
export { BATCH_BY_ID_FAMILIES } from './http/batch';
export type { FaultEffect, FaultRule } from './http/faults';
export { ON_BEHALF_OF_HEADER } from './http/viewAs';
export {
  type Cassette,
  type CassetteExchange,
  type CassetteOperation,
  type CassetteRequest,
  type CassetteResponse,
  cassetteSchema,
  describeRequest,
  loadCassettes,
  parseCassette,
  REDACTED,
  requestMatches,
  sameRecordedValue,
  splitFamilyPath,
} from './replay/cassette';
export { createReplayServer, type ReplayOptions, type ReplayServer, UNRECORDED_STATUS } from './replay/server';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './seed/demoAccounts';
export { createFixtureServer, type FixtureOptions, type FixtureServer } from './server';
