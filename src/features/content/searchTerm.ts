import { slugWords } from '../../lib/serviceSlug';

/** The term a /search/{slug} shows ('plumber-near-me' → 'plumber near me'). */
export const termFromSlug = (slug: string): string => slugWords(slug);

/**
 * What is sent as `search`: the term without the words people add that no service name contains ('near me',
 * 'at home'), since the catalogue is searched by substring.
 */
export function searchQuery(term: string): string {
  const cleaned = term
    .toLowerCase()
    .replace(/\b(near me|nearby|at home|at my home)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned || term.toLowerCase().trim();
}

const STOP_WORDS = new Set(['and', 'for', 'the', 'with', 'full', 'home', 'service', 'services', 'near', 'best']);

/**
 * The stems a whole-phrase search falls back to when it finds nothing ('plumber' → 'plumb', finding
 * 'Plumbing'; 'electrician' → 'electric'): at most four words of three letters or more, common words left out.
 */
export function searchStems(query: string): string[] {
  const stems = query
    .split(' ')
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
    .map((word) => (word.length > 5 ? word.replace(/(ians?|ers?|ing|s)$/, '') : word));
  return [...new Set(stems)].slice(0, 4);
}
