import { AREA_BASE, type Role, WEB_ROLES, type WebRole } from '@talhao/schema';

/**
 * The master's read-only visit of another user's area carries the visited user's id in this URL
 * parameter (ARCHITECTURE rule 6). Kept here, not in the shell, because sign-in reads it too.
 */
export const VIEW_AS_PARAM = 'viewAs';

/**
 * Who may enter an area: the area's own role; a MASTER too when the URL carries the visited user
 * (`?viewAs=`, the master's read-only visit).
 */
export function canEnterArea(role: Role | string, area: WebRole, options: { masterViewAs?: boolean } = {}): boolean {
  if (role === area) return true;
  return options.masterViewAs === true && role === 'MASTER';
}

/** The area a path belongs to ('/consultor/financas' → CONSULTANT); null outside the four areas. */
export function areaOfPath(pathname: string): WebRole | null {
  return WEB_ROLES.find((role) => pathname === AREA_BASE[role] || pathname.startsWith(`${AREA_BASE[role]}/`)) ?? null;
}
