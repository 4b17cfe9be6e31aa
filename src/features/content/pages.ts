/**
 * Every content page as one lazy chunk: the route table sits in every page's first download, and one `import()`
 * costs it one preload list instead of a dozen.
 */
export { default as AboutPage } from './AboutPage';
export { default as BecomeProviderPage } from './BecomeProviderPage';
export { CityPage } from './CityView';
export { default as ContactPage } from './ContactPage';
export { default as FaqPage } from './FaqPage';
export { default as HelpPage } from './HelpPage';
export { default as PartnerPage } from './PartnerPage';
export { PrivacyPage, RefundPage, TermsPage } from './PolicyPage';
export { SearchPage } from './SearchView';
export { default as TestimonialsPage } from './TestimonialsPage';
