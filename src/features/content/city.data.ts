import type { LoaderFunctionArgs } from 'react-router-dom';
import { listCategories } from '../../api/catalogue';
import { listOrEmpty } from '../../lib/listOrEmpty';
import { findCity } from './cities';

/** The API knows no cities: every city we serve offers the whole catalogue, another none (docs/decisions.md). */
export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.citySlug ?? '';
  const city = findCity(slug) ?? null;
  const categories = city ? await listOrEmpty('city', 'categories', () => listCategories()) : [];
  return { slug, city, categories };
}
export type CityData = Awaited<ReturnType<typeof loader>>;
