import { graphql } from '@/gql';

export const AccountChangePasswordMutation = graphql(`
  mutation AccountChangePassword($input: PasswordChangeInput!) {
    changePassword(input: $input) {
      message
    }
  }
`);

export const AccountRequestEmailChangeMutation = graphql(`
  mutation AccountRequestEmailChange($input: EmailChangeInput!) {
    requestEmailChange(input: $input) {
      message
    }
  }
`);

export const AccountDeleteMutation = graphql(`
  mutation AccountDelete($phrase: String!) {
    deleteAccount(phrase: $phrase) {
      message
    }
  }
`);
