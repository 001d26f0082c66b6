import { areaOfPath, canEnterArea, VIEW_AS_PARAM } from './areaAccess';

/**
 * A signed-out visit to an area page goes to sign-in with the page in `?returnTo=`, and a successful
 * sign-in comes back to it (architecture note 14). The parameter is read from a URL anyone can craft,
 * so it is only ever followed when it is a page of one of the areas on this site.
 */
export const RETURN_TO_PARAM = 'returnTo';

export const SIGN_IN_PATH = '/login';
/** The master's hidden sign-in (spec 000 §2). Any code opens it; this is the one the README documents. */
export const MASTER_SIGN_IN_PATH = '/login/master/talhao';

/** Longer than any page of the app; a longer value is not one of ours. */
const MAX_LENGTH = 2000;
/** Only to parse with: a value that resolves to any other origin is refused. */
const PARSE_BASE = 'http://talhao.invalid';

/**
 * The return path when it is a page of an area of this site, else null. It must already be in the
 * form the browser keeps (`location.pathname + search + hash`): one leading slash; no backslash,
 * white space or control character (the URL parser drops or rewrites them, so '/\t/evil' would become
 * '//evil'); no encoded slash or backslash; no dot segment or character the parser would re-encode
 * (the parsed path must equal the given one).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  if (/[\\\s\p{Cc}]/u.test(raw)) return null;
  const rawPath = raw.split(/[?#]/, 1)[0] ?? '';
  if (/%(2f|5c)/i.test(rawPath)) return null;
  let url: URL;
  try {
    url = new URL(raw, PARSE_BASE);
  } catch {
    return null;
  }
  if (url.origin !== PARSE_BASE || url.pathname !== rawPath || !areaOfPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether a (safe) path is a master's read-only visit of another area (`?viewAs=`). */
function isMasterVisit(path: string): boolean {
  const url = new URL(path, PARSE_BASE);
  return areaOfPath(url.pathname) !== 'MASTER' && Boolean(url.searchParams.get(VIEW_AS_PARAM)?.trim());
}

/**
 * Where a signed-out visitor of `returnPath` signs in: the master's hidden page for the master area and
 * for a master's visit of another area (`?viewAs=`, only a master makes those links), /login otherwise.
 * The page travels along as `?returnTo=` when it is safe; without it the sign-in leads home.
 */
export function signInPathFor(returnPath: string, { master }: { master: boolean }): string {
  const entry = master ? MASTER_SIGN_IN_PATH : SIGN_IN_PATH;
  const safe = safeReturnPath(returnPath);
  return safe ? `${entry}?${new URLSearchParams({ [RETURN_TO_PARAM]: safe })}` : entry;
}

/**
 * Where a successful sign-in lands: the page asked for when it is safe and the new session may enter
 * its area (a master also another user's area under `?viewAs=`), otherwise the role's home.
 */
export function destinationAfterSignIn(viewer: { role: string; homePath: string }, raw: string | null): string {
  const path = safeReturnPath(raw);
  if (!path) return viewer.homePath;
  const area = areaOfPath(new URL(path, PARSE_BASE).pathname);
  return area && canEnterArea(viewer.role, area, { masterViewAs: isMasterVisit(path) }) ? path : viewer.homePath;
}
