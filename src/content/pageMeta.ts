/**
 * The heads (title and description) of the public pages whose texts live nowhere else. Small on purpose: each
 * page imports its own for usePageHead, and the build's table of every head (pageHeads.ts) reads the same
 * constants, so the prerendered head and the one the page sets at run time cannot drift apart.
 */
import { BRAND } from './brand';
import type { CatalogueService } from './catalogue/types';

export interface PageHead {
  /** The page's own name ('' for the home page, whose tab shows the brand alone). */
  title: string;
  description: string;
  /** A service page's service, for its schema.org JSON-LD. */
  service?: CatalogueService;
}

export const HOME_HEAD: PageHead = {
  title: '',
  description: 'Book trusted, verified professionals for cleaning, AC repair, plumbing, salon and more at home.',
};
export const SERVICES_HEAD: PageHead = {
  title: 'Services',
  description: `Every home service ${BRAND.name} offers, by category: cleaning, repairs, appliances, salon, painting and more, with prices.`,
};
export const LOGIN_HEAD: PageHead = {
  title: 'Login',
  description: `Log in to ${BRAND.name} to book home services and follow your bookings.`,
};
export const REGISTER_HEAD: PageHead = {
  title: 'Create your account',
  description: `Create a ${BRAND.name} account to book verified home-service professionals in your city.`,
};
export const FAQ_HEAD: PageHead = {
  title: 'Frequently Asked Questions',
  description: 'Answers about booking, cancelling, paying, refunds, warranty and our professionals.',
};
export const TESTIMONIALS_HEAD: PageHead = {
  title: 'Customer Testimonials',
  description: 'What customers across India say about the professionals they booked with us.',
};
export const VENDOR_LANDING_HEAD: PageHead = {
  title: 'Become a Vendor',
  description: `Grow your home-services business with ${BRAND.name}: steady bookings, on-time payouts and tools to manage your work.`,
};
export const VENDOR_LOGIN_HEAD: PageHead = {
  title: 'Vendor Login',
  description: `Log in to the ${BRAND.name} vendor portal to manage your services, bookings and earnings.`,
};

export const serviceHead = (service: CatalogueService): PageHead => ({
  title: service.name,
  description: service.description,
  service,
});
