import { currentPlan } from '@talhao/schema';

/**
 * Plan changes by the master (masterUserAccessControllApi). The permissions list is a history whose
 * last entry is the plan; the master's dialog removes the current plan, then inserts the chosen one.
 */

/** Roles with a plan of their own (company consultants use their company's). */
export const PLAN_HOLDER_ROLES = ['USER', 'CONSULTANT', 'ENTERPRISE'] as const;
/** Markers a master may take away (never __master). */
export const REMOVABLE_PERMISSIONS = ['__freetrial', '__specialtrial', '__std', '__premium'] as const;
/** Markers a master may give (docs/rest-contract.md). */
export const INSERTABLE_PERMISSIONS = ['__std', '__freetrial', '__premium'] as const;

/** Removes the last occurrence of `permission`; an absent one leaves the list as it was. */
export function withoutLastOccurrence(permissions: readonly string[], permission: string): string[] {
  const index = permissions.lastIndexOf(permission);
  return index === -1 ? [...permissions] : [...permissions.slice(0, index), ...permissions.slice(index + 1)];
}

/** Appends `permission` as the new plan, or null when it already is the plan (a 409). */
export function withPlan(permissions: readonly string[], permission: string): string[] | null {
  return currentPlan(permissions) === permission ? null : [...permissions, permission];
}
