import { headTags, robots, sitemap } from './documents';
import { PRERENDERED_PAGES } from '../../content/pageHeads';

const ORIGIN = 'https://homeease.example.in';

/** The document a browser or a crawler makes of the head tags. */
const parse = (tags: string) => new DOMParser().parseFromString(`<head>${tags}</head>`, 'text/html');

describe('a prerendered page’s head', () => {
  test('a service page: escaped title, absolute URLs and its schema.org Service', () => {
    const head = parse(headTags('/services/5', ORIGIN));
    expect(head.title).toBe('Bridal & Party Makeup | HomeEase');
    expect(head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(head.title);
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/services/5`);
    expect(head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(`${ORIGIN}/services/5`);
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(`${ORIGIN}/images/share.jpg`);
    expect(head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    const ld = JSON.parse(head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Bridal & Party Makeup',
      offers: { '@type': 'Offer', priceCurrency: 'INR' },
    });
    expect(Number(ld.offers.price)).toBeGreaterThan(0);
  });

  test('a content page has no JSON-LD; the home page’s title is the brand', () => {
    expect(parse(headTags('/about', ORIGIN)).querySelector('script')).toBeNull();
    expect(parse(headTags('/', ORIGIN)).title).toBe('HomeEase');
  });

  test('a path without a head is a build error, not a page without one', () => {
    expect(() => headTags('/dashboard', ORIGIN)).toThrow(/No head for \/dashboard/);
    expect(() => headTags('/services/999', ORIGIN)).toThrow(/No head/);
  });
});

test('sitemap.xml lists every prerendered page once; robots.txt keeps the admin and vendor areas out', () => {
  const urls = [...sitemap(ORIGIN).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(urls).toEqual(PRERENDERED_PAGES.map((path) => `${ORIGIN}${path}`));
  expect(new Set(urls).size).toBe(58);
  const lines = robots(ORIGIN).split('\n');
  expect(lines).toEqual(
    expect.arrayContaining(['Disallow: /admin', 'Disallow: /vendor', `Sitemap: ${ORIGIN}/sitemap.xml`]),
  );
  expect(lines).not.toContain('Disallow: /loginvendor');
});
