import { useLoaderData } from 'react-router-dom';
import type { CityData } from './city.data';
import { CityView } from './CityView';

/** /city/{city-slug} (footer cities). */
export default function CityPage() {
  return <CityView {...useLoaderData<CityData>()} />;
}
