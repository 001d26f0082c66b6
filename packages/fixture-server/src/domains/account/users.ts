import type { Address, Role } from '@talhao/schema';
import { defineCollection } from '../../store/collection';
import type { Store } from '../../store/store';

/**
 * One account of any role. Role-specific fields are null when they do not apply.
 * E-mails are stored trimmed and lower-cased; CPF/CNPJ as digits; phones in E.164.
 */
export interface UserRecord {
  _id: string;
  role: Role;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  address: Address | null;
  profilePicture: { url: string } | null;
  /** History of plan markers; the last entry is the current plan. */
  permissions: string[];
  birthDate: string | null;
  professionalResume: string | null;
  cpf: string | null;
  cnpj: string | null;
  /** ENTERPRISE_CONSULTANT: the company (an ENTERPRISE user) that employs them. */
  companyId: string | null;
  /** Who registered this account (a farmer's consultant, or the master). */
  createdBy: string | null;
  /** scrypt hash (see auth/passwords.ts); null when the account has no password (farmer created without one). */
  passwordHash: string | null;
  /** E-mail confirmed (sign-up accounts start unverified). */
  verified: boolean;
  createdAt: string;
  updatedAt: string;
  /** Soft deletion: the record stays for references, but the account is gone for every call. */
  deletedAt: string | null;
  /**
   * Farmers: the platform of the mobile app they installed (the master's "downloads" figures), null
   * when they never installed it. Always null for other roles; absent in snapshots older than issue 3.
   */
  device?: AppDevice | null;
}

export const APP_DEVICES = ['Android', 'iOS'] as const;
export type AppDevice = (typeof APP_DEVICES)[number];

export const USERS = defineCollection<UserRecord>('users');

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const activeUsers = (store: Store): UserRecord[] => store.collection(USERS).filter((u) => u.deletedAt === null);

export function findActiveUser(store: Store, id: string): UserRecord | undefined {
  const user = store.collection(USERS).get(id);
  return user && user.deletedAt === null ? user : undefined;
}

/** The active account with this e-mail whose role is one of `roles`. */
export function findByEmail(store: Store, email: string, roles?: readonly Role[]): UserRecord | undefined {
  const wanted = normalizeEmail(email);
  return store
    .collection(USERS)
    .find((u) => u.deletedAt === null && u.email === wanted && (!roles || roles.includes(u.role)));
}

/**
 * Uniqueness across all active accounts, whatever the role: one e-mail, one CPF, one CNPJ and one
 * phone number identify a single person or company on the platform.
 */
export function findConflict(
  store: Store,
  fields: { email?: string | null; cpf?: string | null; cnpj?: string | null; phoneNumber?: string | null },
  exceptId?: string,
): 'email' | 'cpf' | 'cnpj' | 'phoneNumber' | null {
  const email = fields.email ? normalizeEmail(fields.email) : null;
  for (const user of activeUsers(store)) {
    if (user._id === exceptId) continue;
    if (email && user.email === email) return 'email';
    if (fields.cpf && user.cpf === fields.cpf) return 'cpf';
    if (fields.cnpj && user.cnpj === fields.cnpj) return 'cnpj';
    if (fields.phoneNumber && user.phoneNumber === fields.phoneNumber) return 'phoneNumber';
  }
  return null;
}
