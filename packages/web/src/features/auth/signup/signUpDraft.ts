import { type Place, placeSchema, type SignUpRole } from '@talhao/schema';

/**
 * The sign-up wizard keeps its draft and current page client-side (spec 000 §2) in sessionStorage:
 * it survives a reload of the tab but not the end of the browser session, so personal data (name,
 * CPF/CNPJ, address) does not linger on a shared computer. The password is never stored; after a
 * reload it must be typed again.
 */
export const SIGN_UP_DRAFT_PREFIX = 'talhao.signup.';
export const signUpDraftKey = (role: SignUpRole) => `${SIGN_UP_DRAFT_PREFIX}${role}`;

export type WizardPage = 2 | 3;

export interface SignUpDraft {
  page: WizardPage;
  email: string;
  name: string;
  /** CPF (consultant) or CNPJ (company), digits only. */
  document: string;
  address: Place | null;
}

export const emptyDraft = (): SignUpDraft => ({ page: 2, email: '', name: '', document: '', address: null });

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads the draft defensively: storage may be unavailable or hold anything. */
export function loadSignUpDraft(role: SignUpRole): SignUpDraft {
  try {
    const raw = window.sessionStorage.getItem(signUpDraftKey(role));
    if (!raw) return emptyDraft();
    const value = JSON.parse(raw) as Record<string, unknown>;
    const address = placeSchema.safeParse(value.address);
    return {
      page: value.page === 3 ? 3 : 2,
      email: text(value.email),
      name: text(value.name),
      document: text(value.document).replace(/\D/g, ''),
      address: address.success ? address.data : null,
    };
  } catch {
    return emptyDraft();
  }
}

export function saveSignUpDraft(role: SignUpRole, draft: SignUpDraft): void {
  try {
    // Built field by field so nothing else (a password above all) can slip into storage.
    const stored: SignUpDraft = {
      page: draft.page,
      email: draft.email,
      name: draft.name,
      document: draft.document,
      address: draft.address,
    };
    window.sessionStorage.setItem(signUpDraftKey(role), JSON.stringify(stored));
  } catch {
    // not remembered; the wizard still works in memory
  }
}

export function clearSignUpDraft(role: SignUpRole): void {
  try {
    window.sessionStorage.removeItem(signUpDraftKey(role));
  } catch {
    // ignore
  }
}
