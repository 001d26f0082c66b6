export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** What every browser context of the suite starts from: the app's origin, a Brazilian browser in Brasília time. */
export const BRAZIL_CONTEXT = { baseURL: E2E_BASE_URL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' } as const;
/** A second BFF on the same fixture server whose 'Consultor' sign-in reaches the farmer family. */
export const E2E_FARMER_PORT = E2E_PORT + 1;
export const E2E_FARMER_URL = `http://127.0.0.1:${E2E_FARMER_PORT}`;
/**
 * The fixture server's outbox, served by server.ts itself: the BFF mounts /__dev/outbox only for its
 * embedded fixture server, and the e2e BFFs use UPSTREAM_URL (a shared, external fixture server).
 */
export const E2E_OUTBOX_PORT = E2E_PORT + 2;
export const E2E_OUTBOX_URL = `http://127.0.0.1:${E2E_OUTBOX_PORT}/outbox`;
export const E2E_GOOGLE_CLIENT_ID = 'e2e-google-client.apps.googleusercontent.com';
/** A fixed session key (64 hex digits), the same for both BFFs, as in production. */
export const E2E_SESSION_KEY = '0123456789abcdef'.repeat(4);
export const DEMO_PASSWORD = 'Talhao@2026';
export const SCREENSHOT_DIR = new URL('../artifacts/screenshots/', import.meta.url).pathname;
