import type { Role } from '@talhao/schema';
import { appError } from '../../errors';
import type { UserKind } from '../../generated/resolvers';

/** The provider's role for each kind of user the master manages (farmers are USER upstream). */
export const ROLE_OF_KIND: Record<UserKind, Role> = {
  FARMER: 'USER',
  CONSULTANT: 'CONSULTANT',
  ENTERPRISE: 'ENTERPRISE',
  ENTERPRISE_CONSULTANT: 'ENTERPRISE_CONSULTANT',
};

const KIND_OF_ROLE: Partial<Record<Role, UserKind>> = {
  USER: 'FARMER',
  CONSULTANT: 'CONSULTANT',
  ENTERPRISE: 'ENTERPRISE',
  ENTERPRISE_CONSULTANT: 'ENTERPRISE_CONSULTANT',
};

export const kindOfRole = (role: Role, fallback: UserKind): UserKind => KIND_OF_ROLE[role] ?? fallback;

/** The users-per-place chart covers farmers, consultants and companies (count-users-by-city?role=). */
export const PLACE_ROLE_OF_KIND: Partial<Record<UserKind, 'USER' | 'CONSULTANT' | 'ENTERPRISE'>> = {
  FARMER: 'USER',
  CONSULTANT: 'CONSULTANT',
  ENTERPRISE: 'ENTERPRISE',
};

export const USERS_PER_PLACE_KIND_MESSAGE = 'Escolha agricultores, consultores ou empresas.';

export function placeRoleOf(kind: UserKind): 'USER' | 'CONSULTANT' | 'ENTERPRISE' {
  const role = PLACE_ROLE_OF_KIND[kind];
  if (!role) throw appError('BAD_USER_INPUT', USERS_PER_PLACE_KIND_MESSAGE, { status: 400, field: 'kind' });
  return role;
}
