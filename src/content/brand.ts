/** The product's name and logo text (the spec names none; docs/decisions.md). */
export const BRAND = {
  name: 'HomeEase',
  tagline: 'Trusted home services at your doorstep',
} as const;
