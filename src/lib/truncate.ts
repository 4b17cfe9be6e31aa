/** Cuts a text to `max` characters and marks the cut with an ellipsis (SPEC §9 truncation lengths). */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
}
