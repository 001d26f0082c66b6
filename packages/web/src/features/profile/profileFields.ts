import type { Role, WebRole } from '@talhao/schema';
import { capabilities, isWebRole, trialBannerText } from '@talhao/schema';
import type { ViewerProfile } from '@/app/session';

/** Shown where a profile has no value for a field (the spec shows 'Não informada' for the birth date). */
export const NOT_INFORMED = 'Não informado';
export const BIRTH_DATE_NOT_INFORMED = 'Não informada';

type ProfileAddress = ViewerProfile['address'];

/** 'Vitória - ES'; the formatted address when the city is unknown. */
export function cityState(address: ProfileAddress): string {
  if (!address) return NOT_INFORMED;
  if (address.city && address.stateFrom) return `${address.city} - ${address.stateFrom}`;
  return address.city || address.formattedAddress || NOT_INFORMED;
}

/**
 * dd/MM/yyyy of a calendar date (yyyy-MM-dd). Reformatted as text, not through Date, so a
 * browser outside America/Sao_Paulo cannot shift a birthday by one day.
 */
export function formatCalendarDay(value: string | null | undefined): string | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}

/** The role-specific fields of the viewer's profile (the query selects them per concrete type). */
export function profileExtras(profile: ViewerProfile): {
  birthDate: string | null;
  professionalResume: string | null;
  companyName: string | null;
} {
  return {
    birthDate: 'birthDate' in profile ? profile.birthDate : null,
    professionalResume: 'professionalResume' in profile ? profile.professionalResume : null,
    companyName: 'company' in profile ? (profile.company?.name ?? null) : null,
  };
}

/** Trial days as each area words them: the company profile wraps the text in parentheses (spec 002). */
export function trialText(role: Role, days: number): string {
  const text = trialBannerText(days);
  return role === 'ENTERPRISE' ? `(${text})` : text;
}

export const showsPlan = (role: Role) => capabilities.hasPlan(role);
export const showsBirthDate = (role: Role) => capabilities.hasBirthDate(role);
export const showsResume = (role: Role) => capabilities.hasProfessionalResume(role);

/**
 * The role whose fields the page shows. These pages always show the signed-in user's own profile,
 * so when a master browses another user's area (area CONSULTANT, viewer MASTER) the viewer's role
 * wins; otherwise it is the area's role.
 */
export const shownRole = (area: WebRole, viewerRole: string): WebRole => (isWebRole(viewerRole) ? viewerRole : area);
