import { LAND_MESSAGES } from '@talhao/schema';

/**
 * The land's own BFF texts: the schema package's (forms/land.ts LAND_MESSAGES), so every refusal the BFF words is
 * one the product exports (docs/copy-decisions.md). The form rules and success texts come from the same module.
 */
export const LAND_TEXTS = LAND_MESSAGES;
