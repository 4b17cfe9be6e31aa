/** The content pages of §2.8–2.9 and the footer's city and search pages, as the link and axe checks open them. */
export const CONTENT_PATHS = [
  '/about',
  '/contact',
  '/terms',
  '/refund',
  '/privacy',
  '/help',
  '/faq',
  '/partner',
  '/testimonials',
  '/become-provider',
  '/city/new-delhi',
  '/city/atlantis',
  '/search/ac-service-near-me',
  '/search/plumber-near-me',
  '/search/helicopter-ride',
];
