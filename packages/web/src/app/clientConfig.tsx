import ClientConfigOperation from 'virtual:operation/ClientConfig';
import { SUPPORT, supportChatHref } from '@talhao/schema';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import type { ClientConfigQuery as ClientConfigResult } from '@/gql/graphql';
import { bootData } from './boot';
import { runOperation } from './lightGraphql';

// The document (codegen's input) is kept apart so the bundle does not carry gql.ts's document map.
export { ClientConfigQuery } from './clientConfigDocument';

type ClientConfigAnswer = ClientConfigResult['clientConfig'];

let requested: Promise<ClientConfigAnswer | null> | null = null;

/** One request per page load when the boot data had no configuration (dev server, tests). */
function requestClientConfig(): Promise<ClientConfigAnswer | null> {
  requested ??= runOperation<ClientConfigResult>(ClientConfigOperation)
    .then((data) => data.clientConfig)
    .catch(() => {
      requested = null;
      return null;
    });
  return requested;
}

/** Tests: forget the request of an earlier test. */
export function resetClientConfigForTests(): void {
  requested = null;
}

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
  const [config, setConfig] = useState<ClientConfigAnswer | null>(() => bootData()?.clientConfig ?? null);
  useEffect(() => {
    if (config) return;
    let live = true;
    void requestClientConfig().then((answer) => {
      if (live && answer) setConfig(answer);
    });
    return () => {
      live = false;
    };
  }, [config]);
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
