import { graphql } from '@/gql';

export const ShellSignOutMutation = graphql(`
  mutation ShellSignOut {
    signOut {
      message
    }
  }
`);

/**
 * The owner of a viewed area (master `viewAs`), with the viewer query's profile fields so every
 * component built for the viewer's profile accepts it.
 */
export const ShellViewAsOwnerQuery = graphql(`
  query ShellViewAsOwner($viewAs: ID) {
    areaOwner(viewAs: $viewAs) {
      ...ProfileFields
    }
  }
`);
