import { CITY_REGIONS } from '../../content/footer';
import { slugify } from '../../lib/slugify';

export const CITIES = CITY_REGIONS.flatMap((region) =>
  region.items.map((name) => ({
    name,
    slug: slugify(name),
    region: region.title,
    // The other cities of its region, for the page's "nearby" links.
    neighbours: region.items.filter((other) => other !== name),
  })),
);
export type City = (typeof CITIES)[number];

export const findCity = (slug: string | undefined) => CITIES.find((city) => city.slug === slug);
