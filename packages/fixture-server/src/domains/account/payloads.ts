import type { upstreamProfileSchema } from '@talhao/schema';
import type { z } from 'zod';
import type { Store } from '../../store/store';
import { USERS, type UserRecord } from './users';

export type ProfilePayload = z.input<typeof upstreamProfileSchema>;

/**
 * The provider's profile payload (upstreamProfileSchema of @talhao/schema). Common fields for
 * every role, plus: CONSULTANT birthDate/professionalResume; ENTERPRISE_CONSULTANT company,
 * birthDate, professionalResume; ENTERPRISE cnpj; USER cpf, birthDate, createdBy.
 * Credentials, verification state and deletion never leave the server.
 */
export function toProfile(store: Store, user: UserRecord): ProfilePayload {
  const profile: ProfilePayload = {
    _id: user._id,
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber,
    createdAt: user.createdAt,
    address: user.address,
    profilePicture: user.profilePicture,
    permissions: [...user.permissions],
    role: user.role,
  };
  switch (user.role) {
    case 'CONSULTANT':
      return { ...profile, birthDate: user.birthDate, professionalResume: user.professionalResume };
    case 'ENTERPRISE_CONSULTANT': {
      const company = user.companyId ? store.collection(USERS).get(user.companyId) : undefined;
      return {
        ...profile,
        company: company ? { _id: company._id, name: company.name } : null,
        birthDate: user.birthDate,
        professionalResume: user.professionalResume,
      };
    }
    case 'ENTERPRISE':
      return { ...profile, cnpj: user.cnpj };
    case 'USER':
      return { ...profile, cpf: user.cpf, birthDate: user.birthDate, createdBy: user.createdBy };
    default:
      return profile;
  }
}
