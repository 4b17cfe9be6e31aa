import { CITY_REGIONS } from '../../content/footer';
import { slugify } from '../../lib/slugify';

export interface City {
  name: string;
  slug: string;
  region: string;
  /** The other cities of its region, for the page's "nearby" links. */
  neighbours: string[];
}

export const CITIES: City[] = CITY_REGIONS.flatMap((region) =>
  region.items.map((name) => ({
    name,
    slug: slugify(name),
    region: region.title,
    neighbours: region.items.filter((other) => other !== name),
  })),
);

export const findCity = (slug: string | undefined): City | undefined => CITIES.find((city) => city.slug === slug);
