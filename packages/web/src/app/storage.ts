import type { LoginAccountType, Role } from '@talhao/schema';

/**
 * Browser storage of the session hints (spec 000 §3: the current role and the id of the logged
 * user per role are kept in local storage). The session itself is an httpOnly cookie.
 */
const PREFIX = 'talhao.';
const KEYS = {
  role: `${PREFIX}role`,
  userId: (role: string) => `${PREFIX}userId.${role}`,
  loginAccountType: `${PREFIX}loginAccountType`,
} as const;

const LOGIN_ACCOUNT_TYPES: readonly string[] = ['CONSULTANT', 'ENTERPRISE'];

/** Storage can be unavailable (private mode, disabled cookies): never let that break the app. */
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // ignore: a hint that cannot be stored is simply not remembered
  }
}
function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // ignore
  }
}

export const storedRole = {
  get: (): Role | null => read(KEYS.role) as Role | null,
  set: (role: Role | string): void => write(KEYS.role, role),
  clear: (): void => remove(KEYS.role),
};

export const storedUserId = {
  get: (role: Role | string): string | null => read(KEYS.userId(role)),
  set: (role: Role | string, id: string): void => write(KEYS.userId(role), id),
  clear: (role: Role | string): void => remove(KEYS.userId(role)),
};

/** The account type chosen on step 1 of the sign-in screen ('Trocar' clears it). */
export const loginAccountType = {
  get: (): LoginAccountType | null => {
    const value = read(KEYS.loginAccountType);
    return value && LOGIN_ACCOUNT_TYPES.includes(value) ? (value as LoginAccountType) : null;
  },
  set: (value: LoginAccountType): void => write(KEYS.loginAccountType, value),
  clear: (): void => remove(KEYS.loginAccountType),
};

function removeKeys(storage: Storage, keep: (key: string) => boolean): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX) && !keep(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/**
 * Logout / refused session (spec 000 §4): removes every Talhão key (role, user ids, menu state,
 * drafts) from both storages, except the remembered sign-in account type, which is a device
 * preference rather than session data.
 */
export function clearSessionStorage(): void {
  try {
    removeKeys(window.localStorage, (key) => key === KEYS.loginAccountType);
    removeKeys(window.sessionStorage, () => false);
  } catch {
    // ignore
  }
}

/**
 * Forgets who was signed in (role and user ids) without touching preferences or a visitor's
 * sign-up draft: what the app does when it starts without a session.
 */
export function forgetSignedInUser(): void {
  try {
    removeKeys(window.localStorage, (key) => key !== KEYS.role && !key.startsWith(`${PREFIX}userId.`));
  } catch {
    // ignore
  }
}
