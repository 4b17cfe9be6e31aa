/**
 * Where a login sends the user back to (`?next=`): only a path of this site, never an open redirect. The RESULT
 * is judged, not only the input: the URL parser folds `/a/..//evil.example` into `//evil.example`.
 */
export const NEXT_PARAM = 'next';

/** Exported for its tests: a target naming it must not pass. */
export const JUDGING_ORIGIN = 'https://same.site.invalid';
const BASE = JUDGING_ORIGIN;

function staysOnSite(path: string): boolean {
  // Defence in depth, each check alone enough for today's parsers: a parsed path starts with '/' and holds no '\',
  // and one that starts with '//' also names another origin.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  return new URL(path, BASE).origin === BASE;
}

export function safeNext(raw: string | null | undefined, fallback: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // Control characters (tabs, newlines) are dropped by URL parsers and could turn '/\t/evil' into '//evil'.
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  // Past the checks above the URL is path-absolute, so it keeps BASE's origin: only its path can fold off the site.
  // The catch is for a URL parser that throws where today's do not, so a crafted link can never break a login page.
  try {
    const url = new URL(raw, BASE);
    const path = `${url.pathname}${url.search}${url.hash}`;
    return staysOnSite(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

export function loginPathFor(loginPath: string, from: { pathname: string; search?: string }): string {
  const target = `${from.pathname}${from.search ?? ''}`;
  return `${loginPath}?${NEXT_PARAM}=${encodeURIComponent(target)}`;
}

export function nextFrom(search: string | URLSearchParams, fallback: string): string {
  return safeNext(new URLSearchParams(search).get(NEXT_PARAM), fallback);
}
