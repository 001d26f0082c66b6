import { graphql } from '@/gql';

/*
 * The ClientConfig document, for codegen (the persisted manifest, the BFF's boot data and the typed result);
 * the app reads the answer from the boot data or one light request, not through Apollo.
 */
export const ClientConfigQuery = graphql(`
  query ClientConfig {
    clientConfig {
      googleClientId
      tileUrl
      tileAttribution
      supportPhone
      supportChatUrl
    }
  }
`);
