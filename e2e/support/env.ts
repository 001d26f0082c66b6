export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** A second BFF on the same fixture server whose 'Consultor' sign-in reaches the farmer family. */
export const E2E_FARMER_PORT = E2E_PORT + 1;
export const E2E_FARMER_URL = `http://127.0.0.1:${E2E_FARMER_PORT}`;
export const E2E_GOOGLE_CLIENT_ID = 'e2e-google-client.apps.googleusercontent.com';
export const DEMO_PASSWORD = 'Talhao@2026';
export const SCREENSHOT_DIR = new URL('../artifacts/screenshots/', import.meta.url).pathname;
