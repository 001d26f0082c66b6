import { graphql } from '@/gql';

/**
 * The owner of a viewed area (master `viewAs`), with the viewer query's profile fields so every
 * component built for the viewer's profile accepts it. Not in documents.ts: the user menu imports that module on
 * every home, and every document a module holds lands in the chunks that import it.
 */
export const ShellViewAsOwnerQuery = graphql(`
  query ShellViewAsOwner($viewAs: ID) {
    areaOwner(viewAs: $viewAs) {
      ...ProfileFields
    }
  }
`);
