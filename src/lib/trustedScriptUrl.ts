/** The one Trusted Types policy of the app; the CSP names it (`trusted-types homeease`). */
export const POLICY_NAME = 'homeease';

/** The only scripts the app hands to a script-URL sink: its own service worker. */
export const ALLOWED_SCRIPT_URLS: readonly string[] = ['/sw.js'];

/**
 * Refuses every URL but the allow-list's, written exactly so: no other path, query, origin or scheme (a
 * `//evil.example/sw.js` or `data:` URL would run someone else's code with the app's origin).
 */
function allowedOnly(url: string): string {
  if (!ALLOWED_SCRIPT_URLS.includes(url)) throw new TypeError(`${POLICY_NAME}: script URL refused: ${url}`);
  return url;
}

/** Trusted Types, not in TypeScript's DOM types: a policy makes TrustedScriptURL objects, which script sinks take. */
type Policy = { createScriptURL(url: string): object };
type PolicyFactory = { createPolicy(name: string, rules: { createScriptURL: typeof allowedOnly }): Policy };
let policy: Policy | null | undefined;

/** A same-origin script URL of the allow-list, as a TrustedScriptURL where the browser has Trusted Types. */
export function scriptUrl(path: string): object | string {
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  // Made once: a second createPolicy of the same name throws under the CSP.
  policy ??= factory?.createPolicy(POLICY_NAME, { createScriptURL: allowedOnly }) ?? null;
  return policy ? policy.createScriptURL(path) : allowedOnly(path);
}
