import { useQuery } from '@apollo/client/react';
import { SUPPORT, supportChatHref } from '@talhao/schema';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { graphql } from '@/gql';

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

export interface ClientConfig {
  googleClientId?: string | null;
  tileUrl?: string | null;
  tileAttribution?: string | null;
  supportPhone: string;
  supportChatUrl: string;
}

/** Used until the BFF answers (or when it cannot): support contact from the shared constants, no tiles. */
export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  googleClientId: null,
  tileUrl: null,
  tileAttribution: null,
  supportPhone: SUPPORT.phone,
  supportChatUrl: supportChatHref(),
};

const ClientConfigContext = createContext<ClientConfig | null>(null);

export function ClientConfigProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery(ClientConfigQuery);
  const config = data?.clientConfig;
  const value = useMemo<ClientConfig>(
    () =>
      config
        ? {
            googleClientId: config.googleClientId,
            tileUrl: config.tileUrl,
            tileAttribution: config.tileAttribution,
            supportPhone: config.supportPhone,
            supportChatUrl: config.supportChatUrl,
          }
        : DEFAULT_CLIENT_CONFIG,
    [config],
  );
  return <ClientConfigContext.Provider value={value}>{children}</ClientConfigContext.Provider>;
}

/** Outside a provider (isolated component tests) the defaults apply. */
export function useClientConfig(): ClientConfig {
  return useContext(ClientConfigContext) ?? DEFAULT_CLIENT_CONFIG;
}
