/** Up to two initials of a name, for an avatar without a photo; `fallback` for a name without letters. */
export const initials = (name: string, fallback: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || fallback;
