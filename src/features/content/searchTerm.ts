/** Without the words no service name contains ('near me'), since the catalogue is searched by substring. */
export function searchQuery(term: string): string {
  const cleaned = term
    .toLowerCase()
    .replace(/\b(near me|nearby|at home|at my home)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned || term.toLowerCase().trim();
}

const STOP_WORDS = new Set(['and', 'for', 'the', 'with', 'full', 'home', 'service', 'services', 'near', 'best']);

/** What a whole-phrase search falls back to: 'plumber' → 'plumb', finding 'Plumbing'. */
export function searchStems(query: string): string[] {
  const stems = query
    .split(' ')
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
    .map((word) => (word.length > 5 ? word.replace(/(ians?|ers?|ing|s)$/, '') : word));
  return [...new Set(stems)].slice(0, 4);
}
