import type { ClientConfigQuery, ViewerQuery } from '@/gql/graphql';

/**
 * The data the BFF renders into index.html (packages/bff/src/plugins/boot-data.ts): the answers of the
 * Viewer and ClientConfig operations for this request's session, exactly as Apollo would have them, and on an
 * area's home the home query's answer (`home`, app/homeOperations.ts). The
 * app starts from them instead of asking after its scripts run: one round trip less on the first screen
 * and none at all on a signed-out /login. A key is absent when the BFF could not compute it (the provider
 * was down): the app then asks for it as before.
 */
export const BOOT_ELEMENT_ID = 'talhao-boot';

/** The area home's answer, when the page is the signed-in user's home (app/homePrefetch.ts hands it to Apollo). */
export interface BootHome {
  operationName: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

export interface BootData {
  viewer?: ViewerQuery['viewer'];
  clientConfig?: ClientConfigQuery['clientConfig'];
  home?: BootHome;
  /** On a page the BFF rendered: the side menu's state its markup has (features/shell/menuPreference.ts). */
  menuCollapsed?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads and checks the data block; null without one (dev server, tests) or when it is malformed. */
export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const boot: BootData = {};
  const { viewer, clientConfig, home, menuCollapsed } = parsed;
  if (viewer === null || (isRecord(viewer) && typeof viewer.role === 'string' && isRecord(viewer.profile))) {
    boot.viewer = viewer as BootData['viewer'];
  }
  if (isRecord(clientConfig) && typeof clientConfig.supportPhone === 'string') {
    boot.clientConfig = clientConfig as BootData['clientConfig'];
  }
  if (isRecord(home) && typeof home.operationName === 'string' && isRecord(home.variables) && isRecord(home.data)) {
    boot.home = home as unknown as BootHome;
  }
  if (typeof menuCollapsed === 'boolean') boot.menuCollapsed = menuCollapsed;
  return boot;
}

let cached: BootData | null | undefined;
/** A server render's boot data (ssr/renderHome.tsx), set for the time of that render only. */
let serverBoot: BootData | null = null;

/** The page's boot data, read once; in a server render, that render's. */
export function bootData(): BootData | null {
  if (typeof document === 'undefined') return serverBoot;
  if (cached === undefined) cached = readBootData();
  return cached;
}

/** Server renders: the boot data of the page being rendered (null once it is done). */
export function setServerBootData(boot: BootData | null): void {
  serverBoot = boot;
}

/** Tests: forget what was read (each test renders its own document). */
export function resetBootDataForTests(): void {
  cached = undefined;
}
