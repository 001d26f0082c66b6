/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddressInput = {
  city: string;
  coords: CoordsInput;
  country?: string | null | undefined;
  formattedAddress: string;
  neighborhood?: string | null | undefined;
  postalCode?: string | null | undefined;
  stateFrom: string;
  street?: string | null | undefined;
  streetNumber?: string | null | undefined;
};

export type AdvertInput = {
  audience: Array<AudienceRole>;
  endDate: string;
  message: string;
  periodicity: number;
  startDate: string;
  status: EntityStatus;
  title: string;
  url?: string | null | undefined;
};

/** Who an advert or notification reaches. */
export type AudienceRole =
  | 'CONSULTANT'
  | 'ENTERPRISE'
  | 'ENTERPRISE_CONSULTANT'
  | 'USER';

export type CompanyRegistrationInput = {
  address: AddressInput;
  cnpj: string;
  email: string;
  name: string;
  password: string;
};

export type ConsultancyFormat =
  | 'BOTH'
  | 'IN_PERSON'
  | 'ONLINE';

export type ConsultantRegistrationInput = {
  address: AddressInput;
  cpf: string;
  email: string;
  name: string;
  password: string;
};

export type CoordsInput = {
  latitude: number;
  longitude: number;
};

export type EmailChangeInput = {
  email: string;
  password: string;
};

export type EntityStatus =
  | 'ACTIVE'
  | 'INACTIVE'
  | 'WAITING';

export type FarmerRegistrationInput = {
  address: AddressInput;
  cpf: string;
  email?: string | null | undefined;
  name: string;
  password?: string | null | undefined;
  phoneNumber: string;
};

export type FeeType =
  | 'AGREED_PRICE'
  | 'PER_HECTARE'
  | 'PER_TECHNICAL_HOUR'
  | 'PER_VISIT';

export type GoogleSignInInput = {
  accessToken: string;
  accountType: LoginAccountType;
};

export type LoginAccountType =
  /** Independent consultants. */
  | 'CONSULTANT'
  /** Companies and their consultants (one auth family). */
  | 'ENTERPRISE'
  /** Only from the hidden /login/master/:code route. */
  | 'MASTER';

export type OfferedConsultancyInput = {
  agreedPrice: boolean;
  content: string;
  cultures: Array<string>;
  format: ConsultancyFormat;
  name: string;
  prices: Array<PriceLineInput>;
  regions: Array<AddressInput>;
  summary?: string | null | undefined;
};

export type ParticipantState =
  | 'CANCELED'
  | 'CONFIRMED'
  | 'PENDING';

export type PasswordChangeInput = {
  newPassword: string;
  password: string;
};

export type PriceLineInput = {
  amount?: number | null | undefined;
  feeType: FeeType;
};

export type ProfileUpdateInput = {
  address: AddressInput;
  /** Consultant and enterprise consultant only. */
  birthDate?: string | null | undefined;
  name: string;
  phoneNumber: string;
};

export type PushNotificationInput = {
  audience: Array<AudienceRole>;
  endDate: string;
  message: string;
  periodicity: number;
  startDate: string;
  title: string;
};

export type RecoveryAccountType =
  | 'CONSULTANT'
  | 'ENTERPRISE'
  | 'ENTERPRISE_CONSULTANT';

export type RecoveryInput = {
  accountType: RecoveryAccountType;
  email: string;
};

export type Role =
  | 'ADMIN'
  | 'CONSULTANT'
  | 'ENTERPRISE'
  | 'ENTERPRISE_CONSULTANT'
  | 'MASTER'
  | 'USER';

export type SignInInput = {
  accountType: LoginAccountType;
  email: string;
  password: string;
};

export type SignUpInput = {
  address: AddressInput;
  /** Company only: 14 digits. */
  cnpj?: string | null | undefined;
  /** Consultant only: 11 digits. */
  cpf?: string | null | undefined;
  email: string;
  name: string;
  password: string;
  role: SignUpRole;
};

export type SignUpRole =
  | 'CONSULTANT'
  | 'ENTERPRISE';

export type StatisticsGrouping =
  | 'CITY'
  | 'STATE';

export type TrainingInput = {
  address?: AddressInput | null | undefined;
  availableSpots: number;
  /** ISO date-time of the start. */
  date: string;
  description: string;
  /** HH:mm */
  duration: string;
  format: WorkFormat;
  price: number;
  profit?: number | null | undefined;
  specificInformation: string;
  summary: string;
  title: string;
};

export type TrainingState =
  /** History (/historico). */
  | 'COMPLETED'
  /** Open trainings (/abertos). */
  | 'PLANNED';

export type UserKind =
  | 'CONSULTANT'
  | 'ENTERPRISE'
  | 'ENTERPRISE_CONSULTANT'
  | 'FARMER';

export type UserProfileUpdateInput = {
  address: AddressInput;
  birthDate?: string | null | undefined;
  name: string;
  phoneNumber: string;
};

export type WorkFormat =
  | 'IN_PERSON'
  | 'ONLINE';

export type ClientConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientConfigQuery = { clientConfig: { googleClientId: string | null, tileUrl: string | null, tileAttribution: string | null, supportPhone: string, supportChatUrl: string } };

type ProfileFields_ConsultantProfile_Fragment = { birthDate: string | null, professionalResume: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null };

type ProfileFields_EnterpriseConsultantProfile_Fragment = { birthDate: string | null, professionalResume: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, company: { id: string, name: string } | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null };

type ProfileFields_EnterpriseProfile_Fragment = { cnpj: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null };

type ProfileFields_FarmerProfile_Fragment = { cpf: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null };

type ProfileFields_MasterProfile_Fragment = { id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null };

export type ProfileFieldsFragment =
  | ProfileFields_ConsultantProfile_Fragment
  | ProfileFields_EnterpriseConsultantProfile_Fragment
  | ProfileFields_EnterpriseProfile_Fragment
  | ProfileFields_FarmerProfile_Fragment
  | ProfileFields_MasterProfile_Fragment
;

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { role: Role, homePath: string, canDeleteAccount: boolean, profile:
      | { birthDate: string | null, professionalResume: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
      | { birthDate: string | null, professionalResume: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, company: { id: string, name: string } | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
      | { cnpj: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
      | { cpf: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
      | { id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
     } | null };

export type AccountChangePasswordMutationVariables = Exact<{
  input: PasswordChangeInput;
}>;


export type AccountChangePasswordMutation = { changePassword: { message: string } };

export type AccountRequestEmailChangeMutationVariables = Exact<{
  input: EmailChangeInput;
}>;


export type AccountRequestEmailChangeMutation = { requestEmailChange: { message: string } };

export type AccountDeleteMutationVariables = Exact<{
  phrase: string;
}>;


export type AccountDeleteMutation = { deleteAccount: { message: string } };

export type AuthSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type AuthSignInMutation = { signIn: { viewer: { role: Role, homePath: string, profile:
        | { id: string }
        | { id: string }
        | { id: string }
        | { id: string }
        | { id: string }
       } } };

export type AuthSignInWithGoogleMutationVariables = Exact<{
  input: GoogleSignInInput;
}>;


export type AuthSignInWithGoogleMutation = { signInWithGoogle: { viewer: { role: Role, homePath: string, profile:
        | { id: string }
        | { id: string }
        | { id: string }
        | { id: string }
        | { id: string }
       } } };

export type AuthSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthSignOutMutation = { signOut: { message: string } };

export type AuthRequestPasswordRecoveryMutationVariables = Exact<{
  input: RecoveryInput;
}>;


export type AuthRequestPasswordRecoveryMutation = { requestPasswordRecovery: { message: string } };

export type AuthResendVerificationMutationVariables = Exact<{
  input: RecoveryInput;
}>;


export type AuthResendVerificationMutation = { resendVerification: { message: string } };

export type AuthSignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type AuthSignUpMutation = { signUp: { message: string } };

export type AuthConfirmAccountMutationVariables = Exact<{
  token: string;
  role: Role;
}>;


export type AuthConfirmAccountMutation = { confirmAccount: { message: string } };

export type AuthConfirmEmailUpdateMutationVariables = Exact<{
  token: string;
  role: Role;
}>;


export type AuthConfirmEmailUpdateMutation = { confirmEmailUpdate: { message: string } };

export type OfferedConsultancyFieldsFragment = { id: string, name: string, format: ConsultancyFormat, cultures: Array<string>, agreedPrice: boolean, summary: string | null, content: string, imageUrl: string | null, clientCount: number, prices: Array<{ amount: number | null, feeType: FeeType }>, regions: Array<{ formattedAddress: string, city: string | null, stateFrom: string | null, country: string | null, neighborhood: string | null, street: string | null, streetNumber: string | null, postalCode: string | null, coords: { latitude: number, longitude: number } | null }> };

export type OfferedConsultanciesQueryVariables = Exact<{
  page: number;
  viewAs?: string | number | null | undefined;
}>;


export type OfferedConsultanciesQuery = { offeredConsultancies: { page: number, hasNextPage: boolean, total: number, items: Array<{ id: string, name: string, format: ConsultancyFormat, cultures: Array<string>, agreedPrice: boolean, summary: string | null, content: string, imageUrl: string | null, clientCount: number, prices: Array<{ amount: number | null, feeType: FeeType }>, regions: Array<{ formattedAddress: string, city: string | null, stateFrom: string | null, country: string | null, neighborhood: string | null, street: string | null, streetNumber: string | null, postalCode: string | null, coords: { latitude: number, longitude: number } | null }> }> } };

export type OfferedConsultancyQueryVariables = Exact<{
  id: string | number;
  viewAs?: string | number | null | undefined;
}>;


export type OfferedConsultancyQuery = { offeredConsultancy: { id: string, name: string, format: ConsultancyFormat, cultures: Array<string>, agreedPrice: boolean, summary: string | null, content: string, imageUrl: string | null, clientCount: number, prices: Array<{ amount: number | null, feeType: FeeType }>, regions: Array<{ formattedAddress: string, city: string | null, stateFrom: string | null, country: string | null, neighborhood: string | null, street: string | null, streetNumber: string | null, postalCode: string | null, coords: { latitude: number, longitude: number } | null }> } | null };

export type OfferedCreateConsultancyMutationVariables = Exact<{
  input: OfferedConsultancyInput;
}>;


export type OfferedCreateConsultancyMutation = { createOfferedConsultancy: { message: string, consultancy: { id: string, name: string, format: ConsultancyFormat, cultures: Array<string>, agreedPrice: boolean, summary: string | null, content: string, imageUrl: string | null, clientCount: number, prices: Array<{ amount: number | null, feeType: FeeType }>, regions: Array<{ formattedAddress: string, city: string | null, stateFrom: string | null, country: string | null, neighborhood: string | null, street: string | null, streetNumber: string | null, postalCode: string | null, coords: { latitude: number, longitude: number } | null }> } } };

export type OfferedUpdateConsultancyMutationVariables = Exact<{
  id: string | number;
  input: OfferedConsultancyInput;
}>;


export type OfferedUpdateConsultancyMutation = { updateOfferedConsultancy: { message: string, consultancy: { id: string, name: string, format: ConsultancyFormat, cultures: Array<string>, agreedPrice: boolean, summary: string | null, content: string, imageUrl: string | null, clientCount: number, prices: Array<{ amount: number | null, feeType: FeeType }>, regions: Array<{ formattedAddress: string, city: string | null, stateFrom: string | null, country: string | null, neighborhood: string | null, street: string | null, streetNumber: string | null, postalCode: string | null, coords: { latitude: number, longitude: number } | null }> } } };

export type OfferedDeleteConsultancyMutationVariables = Exact<{
  id: string | number;
}>;


export type OfferedDeleteConsultancyMutation = { deleteOfferedConsultancy: { message: string } };

export type MasterBroadcastAdvertFieldsFragment = { id: string, title: string, message: string, url: string | null, status: EntityStatus, periodicity: number, startDate: string, endDate: string, lastPush: string | null, audience: Array<AudienceRole>, imageUrl: string | null };

export type MasterBroadcastAdvertsQueryVariables = Exact<{
  status: EntityStatus;
  page: number;
}>;


export type MasterBroadcastAdvertsQuery = { adverts: { page: number, hasNextPage: boolean, items: Array<{ id: string, title: string, message: string, url: string | null, status: EntityStatus, periodicity: number, startDate: string, endDate: string, lastPush: string | null, audience: Array<AudienceRole>, imageUrl: string | null }> } };

export type MasterBroadcastAdvertQueryVariables = Exact<{
  id: string | number;
}>;


export type MasterBroadcastAdvertQuery = { advert: { id: string, title: string, message: string, url: string | null, status: EntityStatus, periodicity: number, startDate: string, endDate: string, lastPush: string | null, audience: Array<AudienceRole>, imageUrl: string | null } | null };

export type MasterBroadcastCreateAdvertMutationVariables = Exact<{
  input: AdvertInput;
}>;


export type MasterBroadcastCreateAdvertMutation = { createAdvert: { message: string, advert: { id: string, title: string, message: string, url: string | null, status: EntityStatus, periodicity: number, startDate: string, endDate: string, lastPush: string | null, audience: Array<AudienceRole>, imageUrl: string | null } } };

export type MasterBroadcastUpdateAdvertMutationVariables = Exact<{
  id: string | number;
  input: AdvertInput;
}>;


export type MasterBroadcastUpdateAdvertMutation = { updateAdvert: { message: string, advert: { id: string, title: string, message: string, url: string | null, status: EntityStatus, periodicity: number, startDate: string, endDate: string, lastPush: string | null, audience: Array<AudienceRole>, imageUrl: string | null } } };

export type MasterBroadcastSetAdvertStatusMutationVariables = Exact<{
  id: string | number;
  status: EntityStatus;
}>;


export type MasterBroadcastSetAdvertStatusMutation = { setAdvertStatus: { message: string, advert: { id: string, title: string, message: string, url: string | null, status: EntityStatus, periodicity: number, startDate: string, endDate: string, lastPush: string | null, audience: Array<AudienceRole>, imageUrl: string | null } } };

export type MasterBroadcastNotificationFieldsFragment = { id: string, title: string, message: string, periodicity: number, startDate: string, endDate: string, lastPush: string | null, audience: Array<AudienceRole> };

export type MasterBroadcastNotificationsQueryVariables = Exact<{
  page: number;
}>;


export type MasterBroadcastNotificationsQuery = { pushNotifications: { page: number, hasNextPage: boolean, items: Array<{ id: string, title: string, message: string, periodicity: number, startDate: string, endDate: string, lastPush: string | null, audience: Array<AudienceRole> }> } };

export type MasterBroadcastNotificationQueryVariables = Exact<{
  id: string | number;
}>;


export type MasterBroadcastNotificationQuery = { pushNotification: { id: string, title: string, message: string, periodicity: number, startDate: string, endDate: string, lastPush: string | null, audience: Array<AudienceRole> } | null };

export type MasterBroadcastCreateNotificationMutationVariables = Exact<{
  input: PushNotificationInput;
}>;


export type MasterBroadcastCreateNotificationMutation = { createPushNotification: { message: string, notification: { id: string, title: string, message: string, periodicity: number, startDate: string, endDate: string, lastPush: string | null, audience: Array<AudienceRole> } } };

export type MasterBroadcastUpdateNotificationMutationVariables = Exact<{
  id: string | number;
  input: PushNotificationInput;
}>;


export type MasterBroadcastUpdateNotificationMutation = { updatePushNotification: { message: string, notification: { id: string, title: string, message: string, periodicity: number, startDate: string, endDate: string, lastPush: string | null, audience: Array<AudienceRole> } } };

export type MasterBroadcastDeleteNotificationMutationVariables = Exact<{
  id: string | number;
}>;


export type MasterBroadcastDeleteNotificationMutation = { deletePushNotification: { message: string } };

export type MasterDashboardQueryVariables = Exact<{
  kind: UserKind;
  groupBy: StatisticsGrouping;
}>;


export type MasterDashboardQuery = { masterStatistics: { farmers: number, companies: number, consultants: number, enterpriseConsultants: number, consultanciesProvided: number, enterpriseConsultanciesProvided: number, trainings: number, enterpriseTrainings: number, monthTransactions: number, devices: Array<{ platform: string, count: number }>, earningsByMonth: Array<{ month: string, consultancy: number, training: number }> }, usersPerPlace: Array<{ label: string, city: string | null, stateFrom: string, count: number }> };

export type MasterDashboardUsersPerPlaceQueryVariables = Exact<{
  kind: UserKind;
  groupBy: StatisticsGrouping;
}>;


export type MasterDashboardUsersPerPlaceQuery = { usersPerPlace: Array<{ label: string, city: string | null, stateFrom: string, count: number }> };

export type MasterUsersListQueryVariables = Exact<{
  kind: UserKind;
  name?: string | null | undefined;
  page?: number | null | undefined;
}>;


export type MasterUsersListQuery = { users: { page: number, hasNextPage: boolean, total: number, items: Array<{ id: string, kind: UserKind, name: string, pictureUrl: string | null, city: string | null, stateFrom: string | null }> } };

export type MasterUsersDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type MasterUsersDetailQuery = { user:
    | { birthDate: string | null, professionalResume: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
    | { birthDate: string | null, professionalResume: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, company: { id: string, name: string } | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
    | { cnpj: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
    | { cpf: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
    | { id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
   | null };

export type MasterUsersRegisterCompanyMutationVariables = Exact<{
  input: CompanyRegistrationInput;
}>;


export type MasterUsersRegisterCompanyMutation = { registerCompany: { id: string, message: string } };

export type MasterUsersRegisterConsultantMutationVariables = Exact<{
  input: ConsultantRegistrationInput;
}>;


export type MasterUsersRegisterConsultantMutation = { registerConsultant: { id: string, message: string } };

export type MasterUsersRegisterFarmerMutationVariables = Exact<{
  input: FarmerRegistrationInput;
}>;


export type MasterUsersRegisterFarmerMutation = { registerFarmer: { id: string, message: string } };

export type MasterUsersUpdateProfileMutationVariables = Exact<{
  id: string | number;
  input: UserProfileUpdateInput;
}>;


export type MasterUsersUpdateProfileMutation = { updateUserProfile:
    | { birthDate: string | null, professionalResume: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
    | { birthDate: string | null, professionalResume: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, company: { id: string, name: string } | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
    | { cnpj: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
    | { cpf: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
    | { id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
   };

export type MasterUsersChangePlanMutationVariables = Exact<{
  id: string | number;
  plan: string;
}>;


export type MasterUsersChangePlanMutation = { changeUserPlan: { changed: boolean, message: string, profile:
      | { birthDate: string | null, professionalResume: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
      | { birthDate: string | null, professionalResume: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, company: { id: string, name: string } | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
      | { cnpj: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
      | { cpf: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
      | { id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
     } };

export type ProfileUpdateMutationVariables = Exact<{
  input: ProfileUpdateInput;
}>;


export type ProfileUpdateMutation = { updateProfile:
    | { birthDate: string | null, id: string, name: string, phoneNumber: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null }
    | { birthDate: string | null, id: string, name: string, phoneNumber: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null }
    | { id: string, name: string, phoneNumber: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null }
    | { id: string, name: string, phoneNumber: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null }
    | { id: string, name: string, phoneNumber: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null }
   };

export type ProfileUpdateResumeMutationVariables = Exact<{
  html: string;
}>;


export type ProfileUpdateResumeMutation = { updateProfessionalResume:
    | { professionalResume: string | null, id: string }
    | { professionalResume: string | null, id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   };

export type ProfileRemovePictureMutationVariables = Exact<{ [key: string]: never; }>;


export type ProfileRemovePictureMutation = { removeProfilePicture:
    | { id: string, pictureUrl: string | null }
    | { id: string, pictureUrl: string | null }
    | { id: string, pictureUrl: string | null }
    | { id: string, pictureUrl: string | null }
    | { id: string, pictureUrl: string | null }
   };

export type ShellSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type ShellSignOutMutation = { signOut: { message: string } };

export type ShellViewAsOwnerQueryVariables = Exact<{
  viewAs?: string | number | null | undefined;
}>;


export type ShellViewAsOwnerQuery = { areaOwner:
    | { birthDate: string | null, professionalResume: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
    | { birthDate: string | null, professionalResume: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, company: { id: string, name: string } | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
    | { cnpj: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
    | { cpf: string | null, id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
    | { id: string, role: Role, name: string, email: string | null, phoneNumber: string | null, createdAt: string, pictureUrl: string | null, address: { formattedAddress: string, city: string | null, stateFrom: string | null, coords: { latitude: number, longitude: number } | null } | null, plan: { marker: string | null, badge: string, trialDaysLeft: number | null } | null }
   | null };

export type TrainingFieldsFragment = { id: string, title: string, date: string, duration: string, price: number, profit: number | null, format: WorkFormat, summary: string, description: string, specificInformation: string, availableSpots: number, confirmedCount: number, remainingSpots: number, imageUrl: string | null, editable: boolean, address: { formattedAddress: string, city: string | null, stateFrom: string | null, country: string | null, neighborhood: string | null, street: string | null, streetNumber: string | null, postalCode: string | null, coords: { latitude: number, longitude: number } | null } | null };

export type TrainingListQueryVariables = Exact<{
  state: TrainingState;
  page: number;
  viewAs?: string | number | null | undefined;
}>;


export type TrainingListQuery = { trainings: { page: number, hasNextPage: boolean, total: number, items: Array<{ id: string, title: string, date: string, summary: string, availableSpots: number, confirmedCount: number }> } };

export type TrainingDetailQueryVariables = Exact<{
  id: string | number;
  viewAs?: string | number | null | undefined;
}>;


export type TrainingDetailQuery = { training: { id: string, title: string, date: string, duration: string, price: number, profit: number | null, format: WorkFormat, summary: string, description: string, specificInformation: string, availableSpots: number, confirmedCount: number, remainingSpots: number, imageUrl: string | null, editable: boolean, address: { formattedAddress: string, city: string | null, stateFrom: string | null, country: string | null, neighborhood: string | null, street: string | null, streetNumber: string | null, postalCode: string | null, coords: { latitude: number, longitude: number } | null } | null } | null };

export type TrainingParticipantsQueryVariables = Exact<{
  id: string | number;
  state: ParticipantState;
  page: number;
  viewAs?: string | number | null | undefined;
}>;


export type TrainingParticipantsQuery = { trainingParticipants: { page: number, hasNextPage: boolean, total: number, items: Array<{ name: string, email: string | null }> } };

export type TrainingCreateMutationVariables = Exact<{
  input: TrainingInput;
}>;


export type TrainingCreateMutation = { createTraining: { message: string, training: { id: string, title: string, date: string, duration: string, price: number, profit: number | null, format: WorkFormat, summary: string, description: string, specificInformation: string, availableSpots: number, confirmedCount: number, remainingSpots: number, imageUrl: string | null, editable: boolean, address: { formattedAddress: string, city: string | null, stateFrom: string | null, country: string | null, neighborhood: string | null, street: string | null, streetNumber: string | null, postalCode: string | null, coords: { latitude: number, longitude: number } | null } | null } } };

export type TrainingUpdateMutationVariables = Exact<{
  id: string | number;
  input: TrainingInput;
}>;


export type TrainingUpdateMutation = { updateTraining: { message: string, training: { id: string, title: string, date: string, duration: string, price: number, profit: number | null, format: WorkFormat, summary: string, description: string, specificInformation: string, availableSpots: number, confirmedCount: number, remainingSpots: number, imageUrl: string | null, editable: boolean, address: { formattedAddress: string, city: string | null, stateFrom: string | null, country: string | null, neighborhood: string | null, street: string | null, streetNumber: string | null, postalCode: string | null, coords: { latitude: number, longitude: number } | null } | null } } };

export type TrainingDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type TrainingDeleteMutation = { deleteTraining: { message: string } };

export type PlacesQueryVariables = Exact<{
  query: string;
  limit?: number | null | undefined;
}>;


export type PlacesQuery = { places: Array<{ formattedAddress: string, city: string, stateFrom: string, country: string, ibgeCode: string | null, coords: { latitude: number, longitude: number } }> };

export type ReversePlaceQueryVariables = Exact<{
  latitude: number;
  longitude: number;
}>;


export type ReversePlaceQuery = { reversePlace: { formattedAddress: string, city: string, stateFrom: string, country: string, ibgeCode: string | null, coords: { latitude: number, longitude: number } } | null };

export const ProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"coords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marker"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"trialDaysLeft"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultantProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"professionalResume"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnterpriseConsultantProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"professionalResume"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnterpriseProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cnpj"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FarmerProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpf"}}]}}]}}]} as unknown as DocumentNode<ProfileFieldsFragment, unknown>;
export const OfferedConsultancyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferedConsultancyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfferedConsultancy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"cultures"}},{"kind":"Field","name":{"kind":"Name","value":"agreedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"neighborhood"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"streetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"coords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clientCount"}}]}}]} as unknown as DocumentNode<OfferedConsultancyFieldsFragment, unknown>;
export const MasterBroadcastAdvertFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MasterBroadcastAdvertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"periodicity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastPush"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<MasterBroadcastAdvertFieldsFragment, unknown>;
export const MasterBroadcastNotificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MasterBroadcastNotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PushNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"periodicity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastPush"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}}]}}]} as unknown as DocumentNode<MasterBroadcastNotificationFieldsFragment, unknown>;
export const TrainingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"specificInformation"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedCount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSpots"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"neighborhood"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"streetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"coords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]}}]} as unknown as DocumentNode<TrainingFieldsFragment, unknown>;
export const ClientConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"googleClientId"}},{"kind":"Field","name":{"kind":"Name","value":"tileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tileAttribution"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhone"}},{"kind":"Field","name":{"kind":"Name","value":"supportChatUrl"}}]}}]}}]} as unknown as DocumentNode<ClientConfigQuery, ClientConfigQueryVariables>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"homePath"}},{"kind":"Field","name":{"kind":"Name","value":"canDeleteAccount"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"coords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marker"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"trialDaysLeft"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultantProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"professionalResume"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnterpriseConsultantProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"professionalResume"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnterpriseProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cnpj"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FarmerProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpf"}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const AccountChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccountChangePasswordMutation, AccountChangePasswordMutationVariables>;
export const AccountRequestEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountRequestEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccountRequestEmailChangeMutation, AccountRequestEmailChangeMutationVariables>;
export const AccountDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phrase"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phrase"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phrase"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AccountDeleteMutation, AccountDeleteMutationVariables>;
export const AuthSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"homePath"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuthSignInMutation, AuthSignInMutationVariables>;
export const AuthSignInWithGoogleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthSignInWithGoogle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GoogleSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithGoogle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"homePath"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuthSignInWithGoogleMutation, AuthSignInWithGoogleMutationVariables>;
export const AuthSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AuthSignOutMutation, AuthSignOutMutationVariables>;
export const AuthRequestPasswordRecoveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthRequestPasswordRecovery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoveryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordRecovery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AuthRequestPasswordRecoveryMutation, AuthRequestPasswordRecoveryMutationVariables>;
export const AuthResendVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthResendVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecoveryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AuthResendVerificationMutation, AuthResendVerificationMutationVariables>;
export const AuthSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AuthSignUpMutation, AuthSignUpMutationVariables>;
export const AuthConfirmAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthConfirmAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AuthConfirmAccountMutation, AuthConfirmAccountMutationVariables>;
export const AuthConfirmEmailUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthConfirmEmailUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AuthConfirmEmailUpdateMutation, AuthConfirmEmailUpdateMutationVariables>;
export const OfferedConsultanciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfferedConsultancies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"viewAs"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offeredConsultancies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"viewAs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"viewAs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferedConsultancyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferedConsultancyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfferedConsultancy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"cultures"}},{"kind":"Field","name":{"kind":"Name","value":"agreedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"neighborhood"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"streetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"coords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clientCount"}}]}}]} as unknown as DocumentNode<OfferedConsultanciesQuery, OfferedConsultanciesQueryVariables>;
export const OfferedConsultancyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfferedConsultancy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"viewAs"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offeredConsultancy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"viewAs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"viewAs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferedConsultancyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferedConsultancyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfferedConsultancy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"cultures"}},{"kind":"Field","name":{"kind":"Name","value":"agreedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"neighborhood"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"streetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"coords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clientCount"}}]}}]} as unknown as DocumentNode<OfferedConsultancyQuery, OfferedConsultancyQueryVariables>;
export const OfferedCreateConsultancyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OfferedCreateConsultancy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferedConsultancyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOfferedConsultancy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"consultancy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferedConsultancyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferedConsultancyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfferedConsultancy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"cultures"}},{"kind":"Field","name":{"kind":"Name","value":"agreedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"neighborhood"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"streetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"coords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clientCount"}}]}}]} as unknown as DocumentNode<OfferedCreateConsultancyMutation, OfferedCreateConsultancyMutationVariables>;
export const OfferedUpdateConsultancyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OfferedUpdateConsultancy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferedConsultancyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOfferedConsultancy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"consultancy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferedConsultancyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferedConsultancyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OfferedConsultancy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"cultures"}},{"kind":"Field","name":{"kind":"Name","value":"agreedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"neighborhood"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"streetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"coords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"clientCount"}}]}}]} as unknown as DocumentNode<OfferedUpdateConsultancyMutation, OfferedUpdateConsultancyMutationVariables>;
export const OfferedDeleteConsultancyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OfferedDeleteConsultancy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOfferedConsultancy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<OfferedDeleteConsultancyMutation, OfferedDeleteConsultancyMutationVariables>;
export const MasterBroadcastAdvertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterBroadcastAdverts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntityStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adverts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MasterBroadcastAdvertFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MasterBroadcastAdvertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"periodicity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastPush"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<MasterBroadcastAdvertsQuery, MasterBroadcastAdvertsQueryVariables>;
export const MasterBroadcastAdvertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterBroadcastAdvert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MasterBroadcastAdvertFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MasterBroadcastAdvertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"periodicity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastPush"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<MasterBroadcastAdvertQuery, MasterBroadcastAdvertQueryVariables>;
export const MasterBroadcastCreateAdvertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MasterBroadcastCreateAdvert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAdvert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"advert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MasterBroadcastAdvertFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MasterBroadcastAdvertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"periodicity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastPush"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<MasterBroadcastCreateAdvertMutation, MasterBroadcastCreateAdvertMutationVariables>;
export const MasterBroadcastUpdateAdvertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MasterBroadcastUpdateAdvert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdvertInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAdvert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"advert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MasterBroadcastAdvertFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MasterBroadcastAdvertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"periodicity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastPush"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<MasterBroadcastUpdateAdvertMutation, MasterBroadcastUpdateAdvertMutationVariables>;
export const MasterBroadcastSetAdvertStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MasterBroadcastSetAdvertStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EntityStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAdvertStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"advert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MasterBroadcastAdvertFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MasterBroadcastAdvertFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Advert"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"periodicity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastPush"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]} as unknown as DocumentNode<MasterBroadcastSetAdvertStatusMutation, MasterBroadcastSetAdvertStatusMutationVariables>;
export const MasterBroadcastNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterBroadcastNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MasterBroadcastNotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MasterBroadcastNotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PushNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"periodicity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastPush"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}}]}}]} as unknown as DocumentNode<MasterBroadcastNotificationsQuery, MasterBroadcastNotificationsQueryVariables>;
export const MasterBroadcastNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterBroadcastNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MasterBroadcastNotificationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MasterBroadcastNotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PushNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"periodicity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastPush"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}}]}}]} as unknown as DocumentNode<MasterBroadcastNotificationQuery, MasterBroadcastNotificationQueryVariables>;
export const MasterBroadcastCreateNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MasterBroadcastCreateNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushNotificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPushNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MasterBroadcastNotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MasterBroadcastNotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PushNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"periodicity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastPush"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}}]}}]} as unknown as DocumentNode<MasterBroadcastCreateNotificationMutation, MasterBroadcastCreateNotificationMutationVariables>;
export const MasterBroadcastUpdateNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MasterBroadcastUpdateNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushNotificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePushNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MasterBroadcastNotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MasterBroadcastNotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PushNotification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"periodicity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastPush"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}}]}}]} as unknown as DocumentNode<MasterBroadcastUpdateNotificationMutation, MasterBroadcastUpdateNotificationMutationVariables>;
export const MasterBroadcastDeleteNotificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MasterBroadcastDeleteNotification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePushNotification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MasterBroadcastDeleteNotificationMutation, MasterBroadcastDeleteNotificationMutationVariables>;
export const MasterDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatisticsGrouping"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterStatistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"farmers"}},{"kind":"Field","name":{"kind":"Name","value":"companies"}},{"kind":"Field","name":{"kind":"Name","value":"consultants"}},{"kind":"Field","name":{"kind":"Name","value":"enterpriseConsultants"}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consultanciesProvided"}},{"kind":"Field","name":{"kind":"Name","value":"enterpriseConsultanciesProvided"}},{"kind":"Field","name":{"kind":"Name","value":"trainings"}},{"kind":"Field","name":{"kind":"Name","value":"enterpriseTrainings"}},{"kind":"Field","name":{"kind":"Name","value":"monthTransactions"}},{"kind":"Field","name":{"kind":"Name","value":"earningsByMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"consultancy"}},{"kind":"Field","name":{"kind":"Name","value":"training"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"usersPerPlace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<MasterDashboardQuery, MasterDashboardQueryVariables>;
export const MasterDashboardUsersPerPlaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterDashboardUsersPerPlace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatisticsGrouping"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersPerPlace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<MasterDashboardUsersPerPlaceQuery, MasterDashboardUsersPerPlaceQueryVariables>;
export const MasterUsersListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterUsersList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}}]}}]}}]}}]} as unknown as DocumentNode<MasterUsersListQuery, MasterUsersListQueryVariables>;
export const MasterUsersDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MasterUsersDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"coords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marker"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"trialDaysLeft"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultantProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"professionalResume"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnterpriseConsultantProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"professionalResume"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnterpriseProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cnpj"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FarmerProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpf"}}]}}]}}]} as unknown as DocumentNode<MasterUsersDetailQuery, MasterUsersDetailQueryVariables>;
export const MasterUsersRegisterCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MasterUsersRegisterCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerCompany"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MasterUsersRegisterCompanyMutation, MasterUsersRegisterCompanyMutationVariables>;
export const MasterUsersRegisterConsultantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MasterUsersRegisterConsultant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultantRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerConsultant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MasterUsersRegisterConsultantMutation, MasterUsersRegisterConsultantMutationVariables>;
export const MasterUsersRegisterFarmerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MasterUsersRegisterFarmer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FarmerRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerFarmer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MasterUsersRegisterFarmerMutation, MasterUsersRegisterFarmerMutationVariables>;
export const MasterUsersUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MasterUsersUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfileUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"coords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marker"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"trialDaysLeft"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultantProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"professionalResume"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnterpriseConsultantProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"professionalResume"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnterpriseProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cnpj"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FarmerProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpf"}}]}}]}}]} as unknown as DocumentNode<MasterUsersUpdateProfileMutation, MasterUsersUpdateProfileMutationVariables>;
export const MasterUsersChangePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MasterUsersChangePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"plan"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeUserPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"plan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"plan"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"coords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marker"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"trialDaysLeft"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultantProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"professionalResume"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnterpriseConsultantProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"professionalResume"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnterpriseProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cnpj"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FarmerProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpf"}}]}}]}}]} as unknown as DocumentNode<MasterUsersChangePlanMutation, MasterUsersChangePlanMutationVariables>;
export const ProfileUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"coords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultantProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthDate"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnterpriseConsultantProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthDate"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileUpdateMutation, ProfileUpdateMutationVariables>;
export const ProfileUpdateResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileUpdateResume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"html"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfessionalResume"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"html"},"value":{"kind":"Variable","name":{"kind":"Name","value":"html"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultantProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"professionalResume"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnterpriseConsultantProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"professionalResume"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileUpdateResumeMutation, ProfileUpdateResumeMutationVariables>;
export const ProfileRemovePictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileRemovePicture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeProfilePicture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}}]}}]}}]} as unknown as DocumentNode<ProfileRemovePictureMutation, ProfileRemovePictureMutationVariables>;
export const ShellSignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShellSignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ShellSignOutMutation, ShellSignOutMutationVariables>;
export const ShellViewAsOwnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellViewAsOwner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"viewAs"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"areaOwner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewAs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"viewAs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Profile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"coords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marker"}},{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"trialDaysLeft"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConsultantProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"professionalResume"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnterpriseConsultantProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"professionalResume"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnterpriseProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cnpj"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FarmerProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpf"}}]}}]}}]} as unknown as DocumentNode<ShellViewAsOwnerQuery, ShellViewAsOwnerQueryVariables>;
export const TrainingListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingState"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"viewAs"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"viewAs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"viewAs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedCount"}}]}}]}}]}}]} as unknown as DocumentNode<TrainingListQuery, TrainingListQueryVariables>;
export const TrainingDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"viewAs"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"training"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"viewAs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"viewAs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"specificInformation"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedCount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSpots"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"neighborhood"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"streetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"coords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]}}]} as unknown as DocumentNode<TrainingDetailQuery, TrainingDetailQueryVariables>;
export const TrainingParticipantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingParticipants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipantState"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"viewAs"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingParticipants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"viewAs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"viewAs"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<TrainingParticipantsQuery, TrainingParticipantsQueryVariables>;
export const TrainingCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTraining"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"training"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"specificInformation"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedCount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSpots"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"neighborhood"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"streetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"coords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]}}]} as unknown as DocumentNode<TrainingCreateMutation, TrainingCreateMutationVariables>;
export const TrainingUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTraining"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"training"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"specificInformation"}},{"kind":"Field","name":{"kind":"Name","value":"availableSpots"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedCount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSpots"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"neighborhood"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"streetNumber"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"coords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]}}]} as unknown as DocumentNode<TrainingUpdateMutation, TrainingUpdateMutationVariables>;
export const TrainingDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrainingDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTraining"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<TrainingDeleteMutation, TrainingDeleteMutationVariables>;
export const PlacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Places"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"places"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"ibgeCode"}},{"kind":"Field","name":{"kind":"Name","value":"coords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]}}]} as unknown as DocumentNode<PlacesQuery, PlacesQueryVariables>;
export const ReversePlaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReversePlace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reversePlace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"latitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}}},{"kind":"Argument","name":{"kind":"Name","value":"longitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formattedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"ibgeCode"}},{"kind":"Field","name":{"kind":"Name","value":"coords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]}}]} as unknown as DocumentNode<ReversePlaceQuery, ReversePlaceQueryVariables>;