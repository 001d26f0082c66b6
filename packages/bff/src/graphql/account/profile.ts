import {
  capabilities,
  currentPlan,
  planBadge,
  type Address as SchemaAddress,
  trialDaysLeft,
  type UpstreamProfile,
} from '@talhao/schema';
import { publicFileUrl } from '../../files';
import type {
  Address,
  AddressInput,
  ConsultantProfile,
  EnterpriseConsultantProfile,
  EnterpriseProfile,
  FarmerProfile,
  MasterProfile,
  Plan,
  Role,
} from '../../generated/resolvers';
import { sanitizeResume } from './sanitize';

export type ProfileModel =
  | ConsultantProfile
  | EnterpriseConsultantProfile
  | EnterpriseProfile
  | MasterProfile
  | FarmerProfile;
export type ProfileTypeName = NonNullable<ProfileModel['__typename']>;

export const PROFILE_TYPE_BY_ROLE: Record<Role, ProfileTypeName> = {
  CONSULTANT: 'ConsultantProfile',
  ENTERPRISE_CONSULTANT: 'EnterpriseConsultantProfile',
  ENTERPRISE: 'EnterpriseProfile',
  MASTER: 'MasterProfile',
  ADMIN: 'MasterProfile',
  USER: 'FarmerProfile',
};

type UpstreamAddress = NonNullable<UpstreamProfile['address']>;

/** Provider address (snake_case parts) → GraphQL Address. */
export function toAddress(address: UpstreamAddress | null | undefined): Address | null {
  if (!address) return null;
  return {
    formattedAddress: address.formattedAddress,
    city: address.city ?? null,
    stateFrom: address.stateFrom ?? null,
    country: address.country ?? null,
    neighborhood: address.neighborhood ?? null,
    street: address.street ?? null,
    streetNumber: address.street_number ?? null,
    postalCode: address.postal_code ?? null,
    coords: address.coords ? { latitude: address.coords.latitude, longitude: address.coords.longitude } : null,
  };
}

/** GraphQL AddressInput → the provider's address shape (what the shared zod schemas validate). */
export function fromAddressInput(input: AddressInput | null | undefined): Partial<SchemaAddress> | undefined {
  if (!input) return undefined;
  const address: Partial<SchemaAddress> = {
    formattedAddress: input.formattedAddress,
    city: input.city,
    stateFrom: input.stateFrom,
    coords: input.coords ? { latitude: input.coords.latitude, longitude: input.coords.longitude } : undefined,
  };
  if (input.country) address.country = input.country;
  if (input.neighborhood) address.neighborhood = input.neighborhood;
  if (input.street) address.street = input.street;
  if (input.streetNumber) address.street_number = input.streetNumber;
  if (input.postalCode) address.postal_code = input.postalCode;
  return address;
}

/** GraphQL Date is yyyy-MM-dd; the provider may send a full ISO date-time. */
const toDate = (value: string | null | undefined): string | null => (value ? value.slice(0, 10) : null);

/** Plan badge data (spec 000 §4); null for roles without a plan (master). */
export function toPlan(profile: UpstreamProfile, now: Date): Plan | null {
  if (!capabilities.hasPlan(profile.role)) return null;
  return {
    marker: currentPlan(profile.permissions),
    badge: planBadge(profile.permissions, profile.createdAt, now),
    trialDaysLeft: trialDaysLeft(profile.permissions, profile.createdAt, now),
  };
}

/** A provider profile as the GraphQL object of its role's concrete type. */
export function toProfile(profile: UpstreamProfile, now: Date): ProfileModel {
  const common = {
    id: profile._id,
    role: profile.role,
    name: profile.name,
    email: profile.email ?? null,
    phoneNumber: profile.phoneNumber ?? null,
    createdAt: profile.createdAt,
    address: toAddress(profile.address),
    pictureUrl: publicFileUrl(profile.profilePicture?.url),
    plan: toPlan(profile, now),
  };
  const resume = profile.professionalResume ? sanitizeResume(profile.professionalResume) : null;
  switch (PROFILE_TYPE_BY_ROLE[profile.role]) {
    case 'ConsultantProfile':
      return {
        __typename: 'ConsultantProfile',
        ...common,
        birthDate: toDate(profile.birthDate),
        professionalResume: resume,
      };
    case 'EnterpriseConsultantProfile':
      return {
        __typename: 'EnterpriseConsultantProfile',
        ...common,
        birthDate: toDate(profile.birthDate),
        professionalResume: resume,
        company: profile.company ? { id: profile.company._id, name: profile.company.name } : null,
      };
    case 'EnterpriseProfile':
      return { __typename: 'EnterpriseProfile', ...common, cnpj: profile.cnpj ?? null };
    case 'FarmerProfile':
      return { __typename: 'FarmerProfile', ...common, cpf: profile.cpf ?? null, birthDate: toDate(profile.birthDate) };
    default:
      return { __typename: 'MasterProfile', ...common };
  }
}
