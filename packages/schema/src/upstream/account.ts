import { z } from 'zod';
import { addressSchema } from '../address';
import { LIMITS } from '../constants';
import type { FamilyName } from '../families';
import { passwordChangeSchema } from '../forms/account';
import { signInSchema } from '../forms/auth';
import { emailField, passwordField } from '../forms/basicFields';
import { profileEditSchema, resumeSchema } from '../forms/profile';
import { signUpCompanySchema, signUpConsultantSchema } from '../forms/signUp';
import { ROLES, type Role } from '../roles';
import { defineRoutes, type RouteContract } from './contract';
import { createdSchema } from './envelope';

/**
 * The account domain's contract (sign-in, registration, profile, settings): the auth and profile families,
 * their role → family table, their request and answer shapes as the provider sends them, and every call
 * (`ACCOUNT_ROUTES`). The BFF parses every response with these; the fixture server produces them.
 */

/** The auth family each role signs in through (enterprise consultants share the company's). */
export const AUTH_FAMILY: Record<Role, FamilyName> = {
  MASTER: 'masterAuthApi',
  ADMIN: 'adminAuthApi',
  ENTERPRISE: 'enterpriseAuthApi',
  ENTERPRISE_CONSULTANT: 'enterpriseAuthApi',
  CONSULTANT: 'consultantAuthApi',
  USER: 'farmerAuthApi',
};

/** The profile family of each role (own profile, e-mail and password change, deletion, picture). */
export const PROFILE_FAMILY: Record<Role, FamilyName> = {
  MASTER: 'masterProfileApi',
  ADMIN: 'adminProfileApi',
  ENTERPRISE: 'enterpriseProfileApi',
  ENTERPRISE_CONSULTANT: 'enterpriseConsultantProfileApi',
  CONSULTANT: 'consultantProfileApi',
  USER: 'farmerProfileApi',
};

/**
 * Sub-paths inside the auth family. Sign-in is a POST to the family root; the public sign-up
 * path is not shown by the specification, so Talhão uses `{authApi}/sign-up` (fixture server agrees).
 */
export const AUTH_PATHS = {
  signIn: '',
  signUp: '/sign-up',
  google: '/googleauth',
  recovery: '/recovery-account',
  resendVerification: '/resend-token-email',
  confirmAccount: '/confirm-account',
  logout: '/logout',
} as const;

/**
 * Where the caller edits their own profile (PUT): the profile family's root, except the company consultant, who
 * edits it at their own id (spec 001 §7 "PUT enterpriseConsultantProfileApi/{id}").
 */
export const ownProfileEditPath = (role: Role, userId: string): string =>
  role === 'ENTERPRISE_CONSULTANT' ? `/${encodeURIComponent(userId)}` : PROFILE_PATHS.me;

export const PROFILE_PATHS = {
  me: '',
  emailUpdateRequest: '/token-email-update',
  emailUpdateConfirm: '/email-update',
  passwordUpdate: '/password-update',
  pictureUpdate: '/picture-update',
  pictureRemove: '/picture-remove',
} as const;

export const upstreamId = z.string().min(1);

export const loginResponseSchema = z.object({
  role: z.enum(ROLES),
  jwtToken: z.string().min(1),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const pictureSchema = z.object({ url: z.string() }).nullable().optional();

export const upstreamProfileSchema = z.object({
  _id: upstreamId,
  name: z.string(),
  email: z.string().nullable().optional(),
  phoneNumber: z.string().nullable().optional(),
  createdAt: z.string(),
  address: addressSchema.partial({ coords: true }).nullable().optional(),
  profilePicture: pictureSchema,
  permissions: z.array(z.string()).default([]),
  role: z.enum(ROLES),
  birthDate: z.string().nullable().optional(),
  professionalResume: z.string().nullable().optional(),
  cpf: z.string().nullable().optional(),
  cnpj: z.string().nullable().optional(),
  company: z.object({ _id: upstreamId, name: z.string() }).nullable().optional(),
  createdBy: z.string().nullable().optional(),
});
export type UpstreamProfile = z.infer<typeof upstreamProfileSchema>;

/** Error body of the provider: `message`, and for a not-verified sign-in the marker in `code`. */
export const upstreamErrorBodySchema = z.object({
  statusCode: z.number().optional(),
  message: z.union([z.string(), z.array(z.string())]).optional(),
  code: z.string().optional(),
});

export const okBodySchema = z.object({ message: z.string().optional() }).loose();

/**
 * The sign-up answer as the BFF reads it: no field of it is used, so any object is accepted (the
 * specification does not show it). The fixture server answers `createdSchema` (`{_id}`), which the contract states.
 */
export const signUpResponseSchema = z.object({ _id: z.string().optional() }).loose();

// ---- Request shapes the shared forms do not already describe -------------------------------------------------

/** `POST {auth}/googleauth`: Google's access token. */
export const googleSignInBodySchema = z.object({ access_token: z.string().min(1, 'Token do Google ausente') });

/** `POST {auth}/recovery-account` and `/resend-token-email`. */
export const accountEmailBodySchema = z.object({ email: emailField({ required: 'Insira o email' }) });

/** `POST {profile}/token-email-update`: the new address and the current password. */
export const emailChangeBodySchema = z.object({
  email: emailField({ required: 'Insira o email' }),
  password: z.string().min(1, 'Digite a senha'),
});

/** `PATCH farmerProfileApi/password-update`: a farmer's password may be as short as 4 characters. */
export const farmerPasswordChangeBodySchema = z.object({
  password: z.string().min(1, 'Digite a senha'),
  newPassword: passwordField('Digite a nova senha', { min: LIMITS.farmerPasswordMin }),
});

/** The e-mailed link's token (`GET {auth}/confirm-account`, `GET {profile}/email-update`). */
export const accountTokenQuerySchema = z.object({ token: z.string().min(1) });

/** `PUT {profile}`: the profile form, or the résumé alone (consultants). */
export const profileUpdateBodySchema = z.union([profileEditSchema, resumeSchema]);

// ---- Routes ----------------------------------------------------------------------------------------------------

/** The auth families, one per role (enterprise consultants sign in through enterpriseAuthApi). */
export const AUTH_FAMILIES = [
  'masterAuthApi',
  'adminAuthApi',
  'enterpriseAuthApi',
  'consultantAuthApi',
  'farmerAuthApi',
] as const satisfies readonly FamilyName[];

/** The profile families, one per role. */
export const PROFILE_FAMILIES = [
  'masterProfileApi',
  'adminProfileApi',
  'enterpriseProfileApi',
  'enterpriseConsultantProfileApi',
  'consultantProfileApi',
  'farmerProfileApi',
] as const satisfies readonly FamilyName[];

/** Public sign-up exists for consultants and companies only (spec 000 §6), each with its wizard's payload. */
const SIGN_UP_BODY: Partial<Record<FamilyName, z.ZodType>> = {
  consultantAuthApi: signUpConsultantSchema,
  enterpriseAuthApi: signUpCompanySchema,
};

/** The calls every auth family answers (docs/rest-contract.md "Auth families"). */
export const authRoutes = (family: (typeof AUTH_FAMILIES)[number]): RouteContract[] => {
  const signUp = SIGN_UP_BODY[family];
  return [
    {
      family,
      method: 'POST',
      path: AUTH_PATHS.signIn,
      summary: 'Sign in with e-mail and password',
      access: 'public',
      body: signInSchema,
      response: loginResponseSchema,
    },
    {
      family,
      method: 'POST',
      path: AUTH_PATHS.google,
      summary: 'Sign in with a Google access token',
      access: 'public',
      body: googleSignInBodySchema,
      response: loginResponseSchema,
    },
    {
      family,
      method: 'POST',
      path: AUTH_PATHS.recovery,
      summary: 'E-mail a temporary password',
      access: 'public',
      body: accountEmailBodySchema,
      response: okBodySchema,
    },
    {
      family,
      method: 'POST',
      path: AUTH_PATHS.resendVerification,
      summary: 'E-mail a new account-confirmation link',
      access: 'public',
      body: accountEmailBodySchema,
      response: okBodySchema,
    },
    {
      family,
      method: 'GET',
      path: AUTH_PATHS.confirmAccount,
      summary: "Confirm the account with the e-mailed link's token",
      access: 'public',
      query: accountTokenQuerySchema,
      response: okBodySchema,
    },
    {
      family,
      method: 'GET',
      path: AUTH_PATHS.logout,
      summary: 'Revoke the token the call carries',
      access: 'bearer',
      response: okBodySchema,
    },
    ...(signUp
      ? [
          {
            family,
            method: 'POST',
            path: AUTH_PATHS.signUp,
            summary: 'Create an unverified account and e-mail its confirmation link',
            access: 'public',
            body: signUp,
            status: 201,
            response: createdSchema,
          } as const,
        ]
      : []),
  ];
};

/** The caller's own profile and settings in every profile family (docs/rest-contract.md "Profile families"). */
export const profileRoutes = (family: (typeof PROFILE_FAMILIES)[number]): RouteContract[] => [
  {
    family,
    method: 'GET',
    path: PROFILE_PATHS.me,
    summary: "The caller's profile",
    access: 'bearer',
    response: upstreamProfileSchema,
  },
  {
    family,
    method: 'PUT',
    path: PROFILE_PATHS.me,
    summary: "Update the caller's profile, or the résumé alone",
    access: 'bearer',
    body: profileUpdateBodySchema,
    response: upstreamProfileSchema,
  },
  {
    family,
    method: 'POST',
    path: PROFILE_PATHS.emailUpdateRequest,
    summary: 'E-mail a confirmation link to the new address',
    access: 'bearer',
    body: emailChangeBodySchema,
    response: okBodySchema,
  },
  {
    family,
    method: 'GET',
    path: PROFILE_PATHS.emailUpdateConfirm,
    summary: "Change the e-mail with the link's token",
    access: 'public',
    query: accountTokenQuerySchema,
    response: okBodySchema,
  },
  {
    family,
    method: 'PATCH',
    path: PROFILE_PATHS.passwordUpdate,
    summary: 'Change the password',
    access: 'bearer',
    body: family === 'farmerProfileApi' ? farmerPasswordChangeBodySchema : passwordChangeSchema,
    response: okBodySchema,
  },
  {
    family,
    method: 'DELETE',
    path: PROFILE_PATHS.me,
    summary: "Delete the caller's account",
    access: 'bearer',
    response: okBodySchema,
  },
  {
    family,
    method: 'POST',
    path: PROFILE_PATHS.pictureUpdate,
    summary: 'Replace the profile picture (png or jpeg)',
    access: 'bearer',
    body: 'multipart',
    status: 201,
    response: upstreamProfileSchema,
  },
  {
    family,
    method: 'DELETE',
    path: PROFILE_PATHS.pictureRemove,
    summary: 'Remove the profile picture',
    access: 'bearer',
    response: upstreamProfileSchema,
  },
];

/**
 * Every call of the auth and profile families. The master's registrations (`POST` on the company, consultant
 * and farmer profile families) are master calls: see `MASTER_ROUTES` in ./master.
 */
export const ACCOUNT_ROUTES = defineRoutes([
  ...AUTH_FAMILIES.flatMap(authRoutes),
  ...PROFILE_FAMILIES.flatMap(profileRoutes),
]);
