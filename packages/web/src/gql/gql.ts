/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ClientConfig {\n    clientConfig {\n      googleClientId\n      tileUrl\n      tileAttribution\n      supportPhone\n      supportChatUrl\n    }\n  }\n": typeof types.ClientConfigDocument,
    "\n  query Viewer {\n    viewer {\n      role\n      homePath\n      canDeleteAccount\n      profile {\n        id\n        role\n        name\n        email\n        phoneNumber\n        createdAt\n        pictureUrl\n        address {\n          formattedAddress\n          city\n          stateFrom\n          coords {\n            latitude\n            longitude\n          }\n        }\n        plan {\n          marker\n          badge\n          trialDaysLeft\n        }\n        ... on ConsultantProfile {\n          birthDate\n          professionalResume\n        }\n        ... on EnterpriseConsultantProfile {\n          birthDate\n          professionalResume\n          company {\n            id\n            name\n          }\n        }\n        ... on EnterpriseProfile {\n          cnpj\n        }\n      }\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation AccountChangePassword($input: PasswordChangeInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": typeof types.AccountChangePasswordDocument,
    "\n  mutation AccountRequestEmailChange($input: EmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      message\n    }\n  }\n": typeof types.AccountRequestEmailChangeDocument,
    "\n  mutation AccountDelete($phrase: String!) {\n    deleteAccount(phrase: $phrase) {\n      message\n    }\n  }\n": typeof types.AccountDeleteDocument,
    "\n  mutation AuthSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        role\n        homePath\n        profile {\n          id\n        }\n      }\n    }\n  }\n": typeof types.AuthSignInDocument,
    "\n  mutation AuthSignInWithGoogle($input: GoogleSignInInput!) {\n    signInWithGoogle(input: $input) {\n      viewer {\n        role\n        homePath\n        profile {\n          id\n        }\n      }\n    }\n  }\n": typeof types.AuthSignInWithGoogleDocument,
    "\n  mutation AuthSignOut {\n    signOut {\n      message\n    }\n  }\n": typeof types.AuthSignOutDocument,
    "\n  mutation AuthRequestPasswordRecovery($input: RecoveryInput!) {\n    requestPasswordRecovery(input: $input) {\n      message\n    }\n  }\n": typeof types.AuthRequestPasswordRecoveryDocument,
    "\n  mutation AuthResendVerification($input: RecoveryInput!) {\n    resendVerification(input: $input) {\n      message\n    }\n  }\n": typeof types.AuthResendVerificationDocument,
    "\n  mutation AuthSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n": typeof types.AuthSignUpDocument,
    "\n  mutation AuthConfirmAccount($token: String!, $role: Role!) {\n    confirmAccount(token: $token, role: $role) {\n      message\n    }\n  }\n": typeof types.AuthConfirmAccountDocument,
    "\n  mutation AuthConfirmEmailUpdate($token: String!, $role: Role!) {\n    confirmEmailUpdate(token: $token, role: $role) {\n      message\n    }\n  }\n": typeof types.AuthConfirmEmailUpdateDocument,
    "\n  mutation ProfileUpdate($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      phoneNumber\n      address {\n        formattedAddress\n        city\n        stateFrom\n        coords {\n          latitude\n          longitude\n        }\n      }\n      ... on ConsultantProfile {\n        birthDate\n      }\n      ... on EnterpriseConsultantProfile {\n        birthDate\n      }\n    }\n  }\n": typeof types.ProfileUpdateDocument,
    "\n  mutation ProfileUpdateResume($html: String!) {\n    updateProfessionalResume(html: $html) {\n      id\n      ... on ConsultantProfile {\n        professionalResume\n      }\n      ... on EnterpriseConsultantProfile {\n        professionalResume\n      }\n    }\n  }\n": typeof types.ProfileUpdateResumeDocument,
    "\n  mutation ProfileRemovePicture {\n    removeProfilePicture {\n      id\n      pictureUrl\n    }\n  }\n": typeof types.ProfileRemovePictureDocument,
    "\n  mutation ShellSignOut {\n    signOut {\n      message\n    }\n  }\n": typeof types.ShellSignOutDocument,
    "\n  query Places($query: String!, $limit: Int) {\n    places(query: $query, limit: $limit) {\n      formattedAddress\n      city\n      stateFrom\n      country\n      ibgeCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n": typeof types.PlacesDocument,
    "\n  query ReversePlace($latitude: Float!, $longitude: Float!) {\n    reversePlace(latitude: $latitude, longitude: $longitude) {\n      formattedAddress\n      city\n      stateFrom\n      country\n      ibgeCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n": typeof types.ReversePlaceDocument,
};
const documents: Documents = {
    "\n  query ClientConfig {\n    clientConfig {\n      googleClientId\n      tileUrl\n      tileAttribution\n      supportPhone\n      supportChatUrl\n    }\n  }\n": types.ClientConfigDocument,
    "\n  query Viewer {\n    viewer {\n      role\n      homePath\n      canDeleteAccount\n      profile {\n        id\n        role\n        name\n        email\n        phoneNumber\n        createdAt\n        pictureUrl\n        address {\n          formattedAddress\n          city\n          stateFrom\n          coords {\n            latitude\n            longitude\n          }\n        }\n        plan {\n          marker\n          badge\n          trialDaysLeft\n        }\n        ... on ConsultantProfile {\n          birthDate\n          professionalResume\n        }\n        ... on EnterpriseConsultantProfile {\n          birthDate\n          professionalResume\n          company {\n            id\n            name\n          }\n        }\n        ... on EnterpriseProfile {\n          cnpj\n        }\n      }\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation AccountChangePassword($input: PasswordChangeInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n": types.AccountChangePasswordDocument,
    "\n  mutation AccountRequestEmailChange($input: EmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      message\n    }\n  }\n": types.AccountRequestEmailChangeDocument,
    "\n  mutation AccountDelete($phrase: String!) {\n    deleteAccount(phrase: $phrase) {\n      message\n    }\n  }\n": types.AccountDeleteDocument,
    "\n  mutation AuthSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        role\n        homePath\n        profile {\n          id\n        }\n      }\n    }\n  }\n": types.AuthSignInDocument,
    "\n  mutation AuthSignInWithGoogle($input: GoogleSignInInput!) {\n    signInWithGoogle(input: $input) {\n      viewer {\n        role\n        homePath\n        profile {\n          id\n        }\n      }\n    }\n  }\n": types.AuthSignInWithGoogleDocument,
    "\n  mutation AuthSignOut {\n    signOut {\n      message\n    }\n  }\n": types.AuthSignOutDocument,
    "\n  mutation AuthRequestPasswordRecovery($input: RecoveryInput!) {\n    requestPasswordRecovery(input: $input) {\n      message\n    }\n  }\n": types.AuthRequestPasswordRecoveryDocument,
    "\n  mutation AuthResendVerification($input: RecoveryInput!) {\n    resendVerification(input: $input) {\n      message\n    }\n  }\n": types.AuthResendVerificationDocument,
    "\n  mutation AuthSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n": types.AuthSignUpDocument,
    "\n  mutation AuthConfirmAccount($token: String!, $role: Role!) {\n    confirmAccount(token: $token, role: $role) {\n      message\n    }\n  }\n": types.AuthConfirmAccountDocument,
    "\n  mutation AuthConfirmEmailUpdate($token: String!, $role: Role!) {\n    confirmEmailUpdate(token: $token, role: $role) {\n      message\n    }\n  }\n": types.AuthConfirmEmailUpdateDocument,
    "\n  mutation ProfileUpdate($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      phoneNumber\n      address {\n        formattedAddress\n        city\n        stateFrom\n        coords {\n          latitude\n          longitude\n        }\n      }\n      ... on ConsultantProfile {\n        birthDate\n      }\n      ... on EnterpriseConsultantProfile {\n        birthDate\n      }\n    }\n  }\n": types.ProfileUpdateDocument,
    "\n  mutation ProfileUpdateResume($html: String!) {\n    updateProfessionalResume(html: $html) {\n      id\n      ... on ConsultantProfile {\n        professionalResume\n      }\n      ... on EnterpriseConsultantProfile {\n        professionalResume\n      }\n    }\n  }\n": types.ProfileUpdateResumeDocument,
    "\n  mutation ProfileRemovePicture {\n    removeProfilePicture {\n      id\n      pictureUrl\n    }\n  }\n": types.ProfileRemovePictureDocument,
    "\n  mutation ShellSignOut {\n    signOut {\n      message\n    }\n  }\n": types.ShellSignOutDocument,
    "\n  query Places($query: String!, $limit: Int) {\n    places(query: $query, limit: $limit) {\n      formattedAddress\n      city\n      stateFrom\n      country\n      ibgeCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n": types.PlacesDocument,
    "\n  query ReversePlace($latitude: Float!, $longitude: Float!) {\n    reversePlace(latitude: $latitude, longitude: $longitude) {\n      formattedAddress\n      city\n      stateFrom\n      country\n      ibgeCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n": types.ReversePlaceDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientConfig {\n    clientConfig {\n      googleClientId\n      tileUrl\n      tileAttribution\n      supportPhone\n      supportChatUrl\n    }\n  }\n"): (typeof documents)["\n  query ClientConfig {\n    clientConfig {\n      googleClientId\n      tileUrl\n      tileAttribution\n      supportPhone\n      supportChatUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      role\n      homePath\n      canDeleteAccount\n      profile {\n        id\n        role\n        name\n        email\n        phoneNumber\n        createdAt\n        pictureUrl\n        address {\n          formattedAddress\n          city\n          stateFrom\n          coords {\n            latitude\n            longitude\n          }\n        }\n        plan {\n          marker\n          badge\n          trialDaysLeft\n        }\n        ... on ConsultantProfile {\n          birthDate\n          professionalResume\n        }\n        ... on EnterpriseConsultantProfile {\n          birthDate\n          professionalResume\n          company {\n            id\n            name\n          }\n        }\n        ... on EnterpriseProfile {\n          cnpj\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      role\n      homePath\n      canDeleteAccount\n      profile {\n        id\n        role\n        name\n        email\n        phoneNumber\n        createdAt\n        pictureUrl\n        address {\n          formattedAddress\n          city\n          stateFrom\n          coords {\n            latitude\n            longitude\n          }\n        }\n        plan {\n          marker\n          badge\n          trialDaysLeft\n        }\n        ... on ConsultantProfile {\n          birthDate\n          professionalResume\n        }\n        ... on EnterpriseConsultantProfile {\n          birthDate\n          professionalResume\n          company {\n            id\n            name\n          }\n        }\n        ... on EnterpriseProfile {\n          cnpj\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountChangePassword($input: PasswordChangeInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AccountChangePassword($input: PasswordChangeInput!) {\n    changePassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRequestEmailChange($input: EmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AccountRequestEmailChange($input: EmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountDelete($phrase: String!) {\n    deleteAccount(phrase: $phrase) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AccountDelete($phrase: String!) {\n    deleteAccount(phrase: $phrase) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        role\n        homePath\n        profile {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AuthSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        role\n        homePath\n        profile {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthSignInWithGoogle($input: GoogleSignInInput!) {\n    signInWithGoogle(input: $input) {\n      viewer {\n        role\n        homePath\n        profile {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AuthSignInWithGoogle($input: GoogleSignInInput!) {\n    signInWithGoogle(input: $input) {\n      viewer {\n        role\n        homePath\n        profile {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthSignOut {\n    signOut {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthSignOut {\n    signOut {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthRequestPasswordRecovery($input: RecoveryInput!) {\n    requestPasswordRecovery(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthRequestPasswordRecovery($input: RecoveryInput!) {\n    requestPasswordRecovery(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthResendVerification($input: RecoveryInput!) {\n    resendVerification(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthResendVerification($input: RecoveryInput!) {\n    resendVerification(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthConfirmAccount($token: String!, $role: Role!) {\n    confirmAccount(token: $token, role: $role) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthConfirmAccount($token: String!, $role: Role!) {\n    confirmAccount(token: $token, role: $role) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthConfirmEmailUpdate($token: String!, $role: Role!) {\n    confirmEmailUpdate(token: $token, role: $role) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthConfirmEmailUpdate($token: String!, $role: Role!) {\n    confirmEmailUpdate(token: $token, role: $role) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileUpdate($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      phoneNumber\n      address {\n        formattedAddress\n        city\n        stateFrom\n        coords {\n          latitude\n          longitude\n        }\n      }\n      ... on ConsultantProfile {\n        birthDate\n      }\n      ... on EnterpriseConsultantProfile {\n        birthDate\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileUpdate($input: ProfileUpdateInput!) {\n    updateProfile(input: $input) {\n      id\n      name\n      phoneNumber\n      address {\n        formattedAddress\n        city\n        stateFrom\n        coords {\n          latitude\n          longitude\n        }\n      }\n      ... on ConsultantProfile {\n        birthDate\n      }\n      ... on EnterpriseConsultantProfile {\n        birthDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileUpdateResume($html: String!) {\n    updateProfessionalResume(html: $html) {\n      id\n      ... on ConsultantProfile {\n        professionalResume\n      }\n      ... on EnterpriseConsultantProfile {\n        professionalResume\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileUpdateResume($html: String!) {\n    updateProfessionalResume(html: $html) {\n      id\n      ... on ConsultantProfile {\n        professionalResume\n      }\n      ... on EnterpriseConsultantProfile {\n        professionalResume\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileRemovePicture {\n    removeProfilePicture {\n      id\n      pictureUrl\n    }\n  }\n"): (typeof documents)["\n  mutation ProfileRemovePicture {\n    removeProfilePicture {\n      id\n      pictureUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShellSignOut {\n    signOut {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ShellSignOut {\n    signOut {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Places($query: String!, $limit: Int) {\n    places(query: $query, limit: $limit) {\n      formattedAddress\n      city\n      stateFrom\n      country\n      ibgeCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n"): (typeof documents)["\n  query Places($query: String!, $limit: Int) {\n    places(query: $query, limit: $limit) {\n      formattedAddress\n      city\n      stateFrom\n      country\n      ibgeCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReversePlace($latitude: Float!, $longitude: Float!) {\n    reversePlace(latitude: $latitude, longitude: $longitude) {\n      formattedAddress\n      city\n      stateFrom\n      country\n      ibgeCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReversePlace($latitude: Float!, $longitude: Float!) {\n    reversePlace(latitude: $latitude, longitude: $longitude) {\n      formattedAddress\n      city\n      stateFrom\n      country\n      ibgeCode\n      coords {\n        latitude\n        longitude\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;