/** The product's name and logo text (the spec names none; docs/decisions.md). */
export const BRAND = {
  name: 'HomeEase',
  tagline: 'Trusted home services at your doorstep',
} as const;

/** What a page's tab and its `<title>` say (the app's and the prerendered page's alike). */
export const documentTitle = (title: string): string => (title ? `${title} | ${BRAND.name}` : BRAND.name);
