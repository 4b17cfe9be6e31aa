/** The browser's TrustedScriptURL (Trusted Types, not in TypeScript's DOM types): script sinks take it as a URL. */
export interface TrustedScriptURL {
  toString(): string;
}

/** A script URL as the browser's script sinks take it: a TrustedScriptURL where Trusted Types exist, else a string. */
type ScriptUrl = TrustedScriptURL | string;

interface ScriptUrlPolicy {
  createScriptURL(url: string): ScriptUrl;
}
interface PolicyFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

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

let policy: ScriptUrlPolicy | null | undefined;

/** The policy, made once (a second createPolicy of the same name throws under the CSP), or null without Trusted Types. */
function thePolicy(): ScriptUrlPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  policy = factory ? factory.createPolicy(POLICY_NAME, { createScriptURL: allowedOnly }) : null;
  return policy;
}

/** A same-origin script URL of the allow-list, as a TrustedScriptURL where the browser has Trusted Types. */
export function scriptUrl(path: string): ScriptUrl {
  const made = thePolicy();
  return made ? made.createScriptURL(path) : allowedOnly(path);
}
