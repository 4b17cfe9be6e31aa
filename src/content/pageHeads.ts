/**
 * THE table of the public pages' heads, by path: the build prerenders each page with its head (title,
 * description, canonical URL, Open Graph and Twitter tags, a service's JSON-LD: src/app/prerender/documents.ts)
 * and lists it in sitemap.xml. Each entry is the very constant the page gives usePageHead at run time.
 */
import { CATALOGUE, findService } from './catalogue';
import { ABOUT } from './pages/about';
import { BECOME_PROVIDER } from './pages/becomeProvider';
import { PARTNER } from './pages/partner';
import { PRIVACY } from './pages/privacy';
import { REFUND } from './pages/refund';
import { CONTACT, HELP } from './pages/support';
import { TERMS } from './pages/terms';
import {
  FAQ_HEAD,
  HOME_HEAD,
  LOGIN_HEAD,
  REGISTER_HEAD,
  SERVICES_HEAD,
  serviceHead,
  TESTIMONIALS_HEAD,
  VENDOR_LANDING_HEAD,
  VENDOR_LOGIN_HEAD,
  type PageHead,
} from './pageMeta';
import { VENDOR_LANDING } from './vendorLinks';

const HEADS: Record<string, PageHead> = {
  '/': HOME_HEAD,
  '/about': ABOUT,
  '/contact': CONTACT,
  '/help': HELP,
  '/faq': FAQ_HEAD,
  '/terms': TERMS,
  '/refund': REFUND,
  '/privacy': PRIVACY,
  '/partner': PARTNER,
  '/testimonials': TESTIMONIALS_HEAD,
  '/become-provider': BECOME_PROVIDER,
  '/services': SERVICES_HEAD,
  '/login': LOGIN_HEAD,
  '/register': REGISTER_HEAD,
  [VENDOR_LANDING]: VENDOR_LANDING_HEAD,
  '/loginvendor': VENDOR_LOGIN_HEAD,
};

/** The head of a public page (a path without query), or undefined for a page that has none here. */
export function pageHead(path: string): PageHead | undefined {
  const service = /^\/services?\/(\d+)$/.exec(path);
  if (service) {
    const found = findService(Number(service[1]));
    return found && serviceHead(found);
  }
  return HEADS[path];
}

/** The public pages prerendered at build time (their content does not depend on who looks), in sitemap order. */
export const PRERENDERED_PAGES: readonly string[] = [
  ...Object.keys(HEADS),
  ...CATALOGUE.map((service) => `/services/${service.id}`),
];
