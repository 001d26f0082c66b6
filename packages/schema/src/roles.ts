/** Roles the provider knows. ADMIN only appears when choosing an interface family. */
export const ROLES = ['MASTER', 'ADMIN', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'CONSULTANT', 'USER'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may use the web dashboard (a farmer, USER, is signed out at session start). */
export const WEB_ROLES = ['MASTER', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT', 'CONSULTANT'] as const;
export type WebRole = (typeof WEB_ROLES)[number];

export const isWebRole = (role: string): role is WebRole => (WEB_ROLES as readonly string[]).includes(role);

/** Each web role's area: base path in the browser. */
export const AREA_BASE: Record<WebRole, string> = {
  CONSULTANT: '/consultor',
  ENTERPRISE: '/empresa',
  ENTERPRISE_CONSULTANT: '/consultor-empresarial',
  MASTER: '/master',
};

export const homeRouteFor = (role: string): string | null => (isWebRole(role) ? AREA_BASE[role] : null);

/**
 * The account types offered on the sign-in screen (step 1) and in the recovery / verification modals.
 * "Empresarial" signs in companies and their consultants through the same auth family.
 */
export const LOGIN_ACCOUNT_TYPES = [
  { value: 'CONSULTANT', label: 'Consultor' },
  { value: 'ENTERPRISE', label: 'Empresarial' },
] as const;
export type LoginAccountType = (typeof LOGIN_ACCOUNT_TYPES)[number]['value'];

export const RECOVERY_ACCOUNT_TYPES = [
  { value: 'CONSULTANT', label: 'Consultor' },
  { value: 'ENTERPRISE', label: 'Empresarial' },
  { value: 'ENTERPRISE_CONSULTANT', label: 'Consultor empresarial' },
] as const;
export type RecoveryAccountType = (typeof RECOVERY_ACCOUNT_TYPES)[number]['value'];

/** Public sign-up exists only for these roles. */
export const SIGN_UP_ROLES = ['CONSULTANT', 'ENTERPRISE'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

/** What a role may do with its own account. Enforced by the BFF, mirrored by the UI. */
export const capabilities = {
  canDeleteOwnAccount: (role: Role) => role === 'CONSULTANT' || role === 'ENTERPRISE',
  hasBirthDate: (role: Role) => role === 'CONSULTANT' || role === 'ENTERPRISE_CONSULTANT',
  hasProfessionalResume: (role: Role) => role === 'CONSULTANT' || role === 'ENTERPRISE_CONSULTANT',
  /** Company consultants have no plan of their own: it belongs to their company. */
  hasPlan: (role: Role) => role === 'CONSULTANT' || role === 'ENTERPRISE' || role === 'USER',
} as const;
