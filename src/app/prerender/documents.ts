/** What the build writes beside the app: head tags, sitemap.xml, robots.txt; URLs start with VITE_SITE_URL's origin. */
import { BRAND, documentTitle } from '../../content/brand';
import { PRERENDERED_PAGES, pageHead } from '../../content/pageHeads';
import type { CatalogueService } from '../../content/catalogue/types';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a data block: `<` escaped, so no text of the catalogue can close the script element. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function serviceJsonLd(service: CatalogueService, url: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url,
    image: `${origin}${service.image}`,
    provider: { '@type': 'Organization', name: BRAND.name, url: `${origin}/` },
    areaServed: { '@type': 'Country', name: 'India' },
    offers: {
      '@type': 'Offer',
      price: String(service.basePrice),
      priceCurrency: 'INR', // the catalogue's prices are numbers without a currency: the market is India's
      url,
    },
  };
}

export function headTags(path: string, origin: string): string {
  const head = pageHead(path);
  if (!head) throw new Error(`No head for ${path} in src/content/pageHeads.ts`);
  const url = `${origin}${path}`;
  const title = escapeHtml(documentTitle(head.title));
  const description = escapeHtml(head.description);
  const image = `${origin}/images/share.jpg`; // public/, 1200×630 as link previews want it
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${BRAND.name}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${escapeHtml(`${BRAND.name}: ${BRAND.tagline}`)}" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ];
  if (head.service)
    tags.push(`<script type="application/ld+json">${jsonInHtml(serviceJsonLd(head.service, url, origin))}</script>`);
  return tags.join('\n    ');
}

export const sitemap = (origin: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
  PRERENDERED_PAGES.map((path) => `  <url><loc>${origin}${path}</loc></url>\n`).join('') +
  `</urlset>\n`;

/** Crawlers skip admin, the signed-in vendor portal and a customer's own pages; vendor landing and login are public. */
export const robots = (origin: string): string =>
  [
    `# ${BRAND.name}: written by the build (src/app/prerender/documents.ts).`,
    'User-agent: *',
    'Allow: /',
    ...['/admin', '/vendor', '/dashboard', '/bookings', '/orders', '/profile', '/settings'].map(
      (p) => `Disallow: ${p}`,
    ),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
