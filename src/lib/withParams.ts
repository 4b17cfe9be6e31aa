/** A copy of `params` with each change set, or removed where its value is empty. */
export function withParams(params: URLSearchParams | string, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
