import type { LoaderFunctionArgs } from 'react-router-dom';
import { listCategories } from '../../api/catalogue';
import type { Category } from '../../api/types';
import { listOrEmpty } from '../../lib/listOrEmpty';
import { findCity, type City } from './cities';

export interface CityData {
  slug: string;
  city: City | null;
  categories: Category[];
}

/** The API knows no cities: every city we serve offers the whole catalogue, another none (docs/decisions.md). */
export async function loader({ params }: LoaderFunctionArgs): Promise<CityData> {
  const slug = params.citySlug ?? '';
  const city = findCity(slug) ?? null;
  const categories = city ? await listOrEmpty('city', 'categories', () => listCategories()) : [];
  return { slug, city, categories };
}
