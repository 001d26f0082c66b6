/**
 * Google Identity Services (GIS), loaded on demand: the script is only requested when a Google
 * button is shown, so visitors who never see one never contact Google.
 *
 * Testing: e2e routes GOOGLE_GSI_SRC to a stub script that defines
 * `window.google.accounts.oauth2.initTokenClient(config)` returning `{ requestAccessToken() }`, which
 * calls `config.callback({ access_token: 'test-google-token:<email>' })`. The fixture server accepts
 * those test tokens on `POST {auth}/googleauth` (docs/rest-contract.md). Unit tests can set
 * `window.google` directly: an already-present `window.google.accounts.oauth2` is used as is.
 */
export const GOOGLE_GSI_SRC = 'https://accounts.google.com/gsi/client';
export const GOOGLE_SCOPE = 'openid email profile';

export interface GoogleTokenResponse {
  access_token?: string;
  error?: string;
  error_description?: string;
}

export interface GoogleTokenClientConfig {
  client_id: string;
  scope: string;
  callback: (response: GoogleTokenResponse) => void;
  error_callback?: (error: { type?: string; message?: string }) => void;
}

export interface GoogleTokenClient {
  requestAccessToken(overrides?: Record<string, unknown>): void;
}

export interface GoogleIdentity {
  accounts: { oauth2: { initTokenClient(config: GoogleTokenClientConfig): GoogleTokenClient } };
}

type WindowWithGoogle = Window & { google?: Partial<GoogleIdentity> };

/** The user closed or dismissed Google's popup: not an error worth a toast. */
export class GoogleSignInCancelled extends Error {
  constructor() {
    super('Login com Google cancelado');
    this.name = 'GoogleSignInCancelled';
  }
}

let pending: Promise<GoogleIdentity> | null = null;

function loadedGoogle(): GoogleIdentity | null {
  const google = (window as WindowWithGoogle).google;
  return google?.accounts?.oauth2 ? (google as GoogleIdentity) : null;
}

/** Inserts the GIS script once; concurrent callers share the same promise; a failure allows a retry. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = loadedGoogle();
  if (ready) return Promise.resolve(ready);
  if (pending) return pending;
  pending = new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_GSI_SRC;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const google = loadedGoogle();
      if (google) resolve(google);
      else reject(new Error('Google Identity Services indisponível'));
    };
    script.onerror = () => reject(new Error('Falha ao carregar o Google Identity Services'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Whether the script has already been loaded (so a click can open the popup synchronously). */
export const isGoogleIdentityReady = (): boolean => loadedGoogle() !== null;

/**
 * Opens Google's token popup and resolves with the OAuth access token. Call it from a click handler
 * once `isGoogleIdentityReady()`; otherwise the popup may be blocked after the asynchronous load.
 */
export async function requestGoogleAccessToken(clientId: string): Promise<string> {
  const google = await loadGoogleIdentity();
  return new Promise<string>((resolve, reject) => {
    const client = google.accounts.oauth2.initTokenClient({
      client_id: clientId,
      scope: GOOGLE_SCOPE,
      callback: (response) => {
        if (response.access_token) resolve(response.access_token);
        else if (response.error === 'access_denied') reject(new GoogleSignInCancelled());
        else reject(new Error(response.error_description ?? response.error ?? 'Resposta do Google sem token'));
      },
      error_callback: (error) => {
        if (error.type === 'popup_closed') reject(new GoogleSignInCancelled());
        else reject(new Error(error.message ?? 'Erro no login com Google'));
      },
    });
    client.requestAccessToken();
  });
}

/** For tests: forget a failed or stubbed load. */
export function resetGoogleIdentityForTests(): void {
  pending = null;
}
