import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadServiceCatalogue, type CatalogueCategory } from './serviceCatalogue';

export interface RegisterData {
  /** Not awaited: the wizard opens at once, step 4 waits for the lists (and offers a retry if they fail). */
  catalogue: Promise<CatalogueCategory[]>;
}

export const loader = ({ request }: LoaderFunctionArgs): RegisterData => {
  const catalogue = loadServiceCatalogue(request.signal);
  // Handled by step 4; do not let an unwatched rejection reach the console as unhandled.
  catalogue.catch(() => undefined);
  return { catalogue };
};
