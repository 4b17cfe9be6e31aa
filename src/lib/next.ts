/**
 * Where a login sends the user back to (`?next=`). Only a path of this site is accepted: anything that could
 * leave it (`//evil.example`, `/\evil.example`, `https://…`, `javascript:…`) falls back, so the parameter can
 * never be used as an open redirect.
 */
export const NEXT_PARAM = 'next';

export function safeNext(raw: string | null | undefined, fallback: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // Control characters (tabs, newlines) are dropped by URL parsers and could turn '/\t/evil' into '//evil'.
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  try {
    const base = 'https://same.site.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
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
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeNext(params.get(NEXT_PARAM), fallback);
}
