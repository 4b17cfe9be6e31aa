import { useLoaderData } from 'react-router-dom';
import type { SearchData } from './search.data';
import { SearchView } from './SearchView';

/** /search/{term-slug} (footer trending searches). */
export default function SearchPage() {
  return <SearchView {...useLoaderData<SearchData>()} />;
}
