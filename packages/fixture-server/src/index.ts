export { GOOGLE_TEST_TOKEN_PREFIX } from './domains/account/authRoutes';
export type { OutboxKind, OutboxMessage } from './domains/outbox/outbox';
export { TEMPORARY_PASSWORD_LINE } from './domains/outbox/templates';
export { BATCH_BY_ID_FAMILIES } from './http/batch';
export type { FaultEffect, FaultRule } from './http/faults';
export { ON_BEHALF_OF_HEADER } from './http/viewAs';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './seed/demoAccounts';
export { createFixtureServer, type FixtureOptions, type FixtureServer } from './server';
