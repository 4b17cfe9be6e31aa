/**
 * Where a login sends the user back to (`?next=`). Only a path of this site is accepted: anything that could
 * leave it (`//evil.example`, `/\evil.example`, `https://…`, `javascript:…`) falls back, so the parameter can
 * never be used as an open redirect. The RESULT is judged, not only the input: the URL parser folds dot segments
 * and backslashes, so `/.//evil.example` or `/a/..//evil.example` would come out as `//evil.example`, a
 * protocol-relative link to another site.
 */
export const NEXT_PARAM = 'next';

/** The stand-in origin targets are resolved against (exported for its tests: a target naming it must not pass). */
export const JUDGING_ORIGIN = 'https://same.site.invalid';
const BASE = JUDGING_ORIGIN;

/** A path that, followed from any page of this site, stays on it (as a link, a navigation or a history entry). */
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

/** The login path with `next` set to the page (path and query) the user was sent away from. */
export function loginPathFor(loginPath: string, from: { pathname: string; search?: string }): string {
  const target = `${from.pathname}${from.search ?? ''}`;
  return `${loginPath}?${NEXT_PARAM}=${encodeURIComponent(target)}`;
}

/** The `next` of a URL's query, checked; `fallback` when absent or unsafe. */
export function nextFrom(search: string | URLSearchParams, fallback: string): string {
  return safeNext(new URLSearchParams(search).get(NEXT_PARAM), fallback);
}
