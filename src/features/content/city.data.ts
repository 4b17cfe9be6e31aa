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

/**
 * /city/{city-slug}: the catalogue offered in a footer city. The API knows no cities, so every city we serve
 * offers the whole active catalogue; a city we do not serve lists none (docs/decisions.md).
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<CityData> {
  const slug = params.citySlug ?? '';
  const city = findCity(slug) ?? null;
  const categories = city ? await listOrEmpty('city', 'categories', () => listCategories()) : [];
  return { slug, city, categories };
}
