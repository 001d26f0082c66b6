import { graphql } from '@/gql';

export const ShellSignOutMutation = graphql(`
  mutation ShellSignOut {
    signOut {
      message
    }
  }
`);
