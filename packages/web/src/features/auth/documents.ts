import { graphql } from '@/gql';

/** Operations of the public (signed-out) pages; names carry the `Auth` prefix to stay unique app-wide. */

/*
 * The sign-in mutations select exactly what the Viewer query (app/session.tsx) selects, so their
 * answer is written into the cache as the viewer and signing in costs a single request.
 */

export const AuthSignInMutation = graphql(`
  mutation AuthSignIn($input: SignInInput!) {
    signIn(input: $input) {
      viewer {
        role
        homePath
        canDeleteAccount
        profile {
          ...ProfileFields
        }
      }
    }
  }
`);

export const AuthSignInWithGoogleMutation = graphql(`
  mutation AuthSignInWithGoogle($input: GoogleSignInInput!) {
    signInWithGoogle(input: $input) {
      viewer {
        role
        homePath
        canDeleteAccount
        profile {
          ...ProfileFields
        }
      }
    }
  }
`);

export const AuthSignOutMutation = graphql(`
  mutation AuthSignOut {
    signOut {
      message
    }
  }
`);

export const AuthRequestPasswordRecoveryMutation = graphql(`
  mutation AuthRequestPasswordRecovery($input: RecoveryInput!) {
    requestPasswordRecovery(input: $input) {
      message
    }
  }
`);

export const AuthResendVerificationMutation = graphql(`
  mutation AuthResendVerification($input: RecoveryInput!) {
    resendVerification(input: $input) {
      message
    }
  }
`);

export const AuthSignUpMutation = graphql(`
  mutation AuthSignUp($input: SignUpInput!) {
    signUp(input: $input) {
      message
    }
  }
`);

export const AuthConfirmAccountMutation = graphql(`
  mutation AuthConfirmAccount($token: String!, $role: Role!) {
    confirmAccount(token: $token, role: $role) {
      message
    }
  }
`);

export const AuthConfirmEmailUpdateMutation = graphql(`
  mutation AuthConfirmEmailUpdate($token: String!, $role: Role!) {
    confirmEmailUpdate(token: $token, role: $role) {
      message
    }
  }
`);
