/**
 * Every content page, as one lazy chunk (the city and search loaders are modules of their own, fetched beside it). The route table sits in every page's first download
 * (the home page's budget included); one `import()` of this module costs it one preload list instead of a
 * dozen, each naming its page's shared chunks. Opening one content page fetches the others' code with it.
 */
export { default as AboutPage } from './AboutPage';
export { default as BecomeProviderPage } from './BecomeProviderPage';
export { default as CityPage } from './CityPage';
export { default as ContactPage } from './ContactPage';
export { default as FaqPage } from './FaqPage';
export { default as HelpPage } from './HelpPage';
export { default as PartnerPage } from './PartnerPage';
export { default as PrivacyPage } from './PrivacyPage';
export { default as RefundPage } from './RefundPage';
export { default as SearchPage } from './SearchPage';
export { default as TermsPage } from './TermsPage';
export { default as TestimonialsPage } from './TestimonialsPage';
