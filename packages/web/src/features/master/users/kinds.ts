import { AREA_BASE, type Role } from '@talhao/schema';
import type { UserKind } from '@/gql/graphql';

/**
 * The master's user lists and detail pages, per kind. Texts are the specification's (spec 000 §2);
 * the 'Você já visualizou …' wording is completed per kind with the list's own plural and gender.
 */
export interface UserKindInfo {
  kind: UserKind;
  /** The profile role of this kind. */
  role: Role;
  /** List path; detail at `${listPath}/:id` unless `detailBase` says otherwise. */
  listPath: string;
  detailBase: string;
  /** Title of the list page. */
  title: string;
  /** Title of the detail page. */
  singular: string;
  /** Count under the title: '1 empresa', '12 empresas'. */
  countLabel: (total: number) => string;
  emptyText: string;
  endText: string;
}

const MASTER = AREA_BASE.MASTER;

export const USER_KINDS: Record<UserKind, UserKindInfo> = {
  ENTERPRISE: {
    kind: 'ENTERPRISE',
    role: 'ENTERPRISE',
    listPath: `${MASTER}/empresas`,
    detailBase: `${MASTER}/empresas`,
    title: 'Empresas',
    singular: 'Empresa',
    countLabel: (n) => `${n} ${n === 1 ? 'empresa' : 'empresas'}`,
    emptyText: 'Nenhuma empresa foi encontrada',
    endText: 'Você já visualizou todas as empresas disponíveis',
  },
  CONSULTANT: {
    kind: 'CONSULTANT',
    role: 'CONSULTANT',
    listPath: `${MASTER}/consultores`,
    detailBase: `${MASTER}/consultores`,
    title: 'Consultores',
    singular: 'Consultor',
    countLabel: (n) => `${n} ${n === 1 ? 'consultor' : 'consultores'}`,
    emptyText: 'Nenhum consultor encontrado',
    endText: 'Você já visualizou todos os consultores disponíveis',
  },
  ENTERPRISE_CONSULTANT: {
    kind: 'ENTERPRISE_CONSULTANT',
    role: 'ENTERPRISE_CONSULTANT',
    // Listed with the consultants (type selector); its detail has its own route.
    listPath: `${MASTER}/consultores`,
    detailBase: `${MASTER}/consultor-empresarial`,
    title: 'Consultores',
    singular: 'Consultor empresarial',
    countLabel: (n) => `${n} ${n === 1 ? 'consultor' : 'consultores'}`,
    emptyText: 'Nenhum consultor encontrado',
    endText: 'Você já visualizou todos os consultores disponíveis',
  },
  FARMER: {
    kind: 'FARMER',
    role: 'USER',
    listPath: `${MASTER}/agricultores`,
    detailBase: `${MASTER}/agricultores`,
    title: 'Agricultores',
    singular: 'Agricultor',
    countLabel: (n) => `${n} ${n === 1 ? 'agricultor' : 'agricultores'}`,
    emptyText: 'Nenhum agricultor encontrado',
    endText: 'Você já visualizou todos os agricultores disponíveis',
  },
};

/** The consultants list's type selector (kept in the URL as `kind`). */
export const CONSULTANT_TYPES = [
  { value: 'CONSULTANT', label: 'Consultores independentes' },
  { value: 'ENTERPRISE_CONSULTANT', label: 'Consultores empresariais' },
] as const satisfies readonly { value: UserKind; label: string }[];

const KIND_OF_ROLE: Partial<Record<Role, UserKind>> = {
  ENTERPRISE: 'ENTERPRISE',
  CONSULTANT: 'CONSULTANT',
  ENTERPRISE_CONSULTANT: 'ENTERPRISE_CONSULTANT',
  USER: 'FARMER',
};

export const kindOfRole = (role: string): UserKind | null => KIND_OF_ROLE[role as Role] ?? null;

/** The master detail page of a user of this kind. */
export const userDetailPath = (kind: UserKind, id: string): string => `${USER_KINDS[kind].detailBase}/${id}`;

/** The master detail page of a user of this role (the home of the master's banner in a viewed area). */
export function userDetailPathForRole(role: string, id: string): string | null {
  const kind = kindOfRole(role);
  return kind ? userDetailPath(kind, id) : null;
}

/** 'Vitória - ES'; what is known otherwise. */
export function cityLabel(city: string | null | undefined, stateFrom: string | null | undefined): string {
  if (city && stateFrom) return `${city} - ${stateFrom}`;
  return city || stateFrom || 'Não informado';
}
