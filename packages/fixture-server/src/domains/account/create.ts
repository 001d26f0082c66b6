import type { Address, Role } from '@talhao/schema';
import { objectId } from '../../store/ids';
import type { Store } from '../../store/store';
import { type AppDevice, normalizeEmail, USERS, type UserRecord } from './users';

export interface NewUser {
  role: Role;
  name: string;
  email?: string | null;
  phoneNumber?: string | null;
  address?: Address | null;
  permissions?: string[];
  birthDate?: string | null;
  professionalResume?: string | null;
  cpf?: string | null;
  cnpj?: string | null;
  companyId?: string | null;
  createdBy?: string | null;
  device?: AppDevice | null;
  passwordHash: string | null;
  verified: boolean;
  /** Given by the seed for reproducible data; otherwise a fresh id at `createdAt`. */
  _id?: string;
  createdAt: Date;
}

/** Plan history a new account starts with (the last entry is the plan). */
export function initialPermissions(role: Role): string[] {
  if (role === 'MASTER' || role === 'ADMIN') return ['__master'];
  // Company consultants work under the company's plan and have none of their own.
  if (role === 'ENTERPRISE_CONSULTANT') return [];
  return ['__freetrial'];
}

export function createUser(store: Store, input: NewUser): UserRecord {
  const createdAt = input.createdAt.toISOString();
  return store.collection(USERS).insert({
    _id: input._id ?? objectId(input.createdAt),
    role: input.role,
    name: input.name.trim(),
    email: input.email ? normalizeEmail(input.email) : null,
    phoneNumber: input.phoneNumber ?? null,
    address: input.address ?? null,
    profilePicture: null,
    permissions: input.permissions ?? initialPermissions(input.role),
    birthDate: input.birthDate ?? null,
    professionalResume: input.professionalResume ?? null,
    cpf: input.cpf ?? null,
    cnpj: input.cnpj ?? null,
    companyId: input.companyId ?? null,
    createdBy: input.createdBy ?? null,
    passwordHash: input.passwordHash,
    verified: input.verified,
    createdAt,
    updatedAt: createdAt,
    deletedAt: null,
    device: input.device ?? null,
  });
}
