/**
 * The customer site footer of SPEC §2.1: link groups, cities by region, popular services, trending searches,
 * offer codes (texts of §9), social links. Slugs are built by the one slugify helper where they are rendered.
 */
import { VENDOR_LANDING } from './vendorLinks';
interface FooterLink {
  label: string;
  to: string;
}
export interface FooterLinkGroup {
  title: string;
  links: FooterLink[];
}
export interface NamedList {
  title: string;
  items: string[];
}
export interface OfferCode {
  code: string;
  text: string;
}
export interface SocialLink {
  name: string;
  href: string;
}

export const FOOTER_LINK_GROUPS: FooterLinkGroup[] = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'All Services', to: '/services' },
      { label: 'Partner with Us', to: '/partner' },
      { label: 'Become a Vendor', to: VENDOR_LANDING },
      { label: 'Contact Us', to: '/contact' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: '/help' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Refund Policy', to: '/refund' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms & Conditions', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
    ],
  },
];

/** Four regions with five cities each; each city links to /city/{slug}. */
export const CITY_REGIONS: NamedList[] = [
  { title: 'North India', items: ['New Delhi', 'Gurgaon', 'Noida', 'Faridabad', 'Ghaziabad'] },
  { title: 'West India', items: ['Mumbai', 'Pune', 'Ahmedabad', 'Surat', 'Jaipur'] },
  { title: 'South India', items: ['Bengaluru', 'Chennai', 'Hyderabad', 'Kochi', 'Coimbatore'] },
  { title: 'East India', items: ['Kolkata', 'Bhubaneswar', 'Patna', 'Guwahati', 'Ranchi'] },
];

/** Four groups of five services; each links to /services/{slug}. */
export const POPULAR_SERVICE_GROUPS: NamedList[] = [
  {
    title: 'Cleaning',
    items: ['Home Deep Cleaning', 'Bathroom Cleaning', 'Kitchen Cleaning', 'Sofa Cleaning', 'Pest Control'],
  },
  {
    title: 'Repairs',
    items: ['AC Repair', 'Plumbing', 'Electrician', 'Carpentry', 'Washing Machine Repair'],
  },
  {
    title: 'Beauty & Wellness',
    items: ['Salon at Home', 'Spa at Home', 'Massage Therapy', "Men's Grooming", 'Bridal Makeup'],
  },
  {
    title: 'Home Improvement',
    items: ['Home Painting', 'Waterproofing', 'Interior Design', 'Packers and Movers', 'Gardening'],
  },
];

/** Twelve trending searches; each links to /search/{slug}. */
export const TRENDING_SEARCHES: string[] = [
  'AC service near me',
  'Deep cleaning',
  'Salon at home',
  'Plumber near me',
  'Electrician near me',
  'Sofa cleaning',
  'Cockroach control',
  'RO water purifier service',
  'Washing machine repair',
  'Full home painting',
  'Packers and movers',
  'Car wash at home',
];

/** The six offer codes of SPEC §2.1 with the texts of §9 (display only: codes are not applied anywhere). */
export const OFFER_CODES: OfferCode[] = [
  { code: 'FIRST50', text: '50% off first booking' },
  { code: 'SAVE200', text: '₹200 off orders above ₹1,000' },
  { code: 'FREESHIP', text: 'No visiting charge on your booking' },
  { code: 'REFERFRIEND', text: '₹100 off per referral' },
  { code: 'BONUS10', text: '₹10 per share' },
  { code: 'WELCOME25', text: '25% off for new users' },
];

/** Placeholder profiles until the business has its own pages. */
export const SOCIAL_LINKS: SocialLink[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'X', href: 'https://x.com/' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
];

export const FOOTER_CLAIMS = {
  support: '24/7 customer support',
  since: 'Serving homes since 2020',
  copyrightYear: 2025,
} as const;
