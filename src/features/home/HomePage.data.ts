/**
 * The home page's read (SPEC §2.3): every active category for the tile row, started at navigation. SPEC §8: a
 * failed list is logged and shows as empty. Small on purpose: it ships in the `/` shell's site-core chunk.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadCategories } from './catalogueLoad';

export const loader = ({ request }: LoaderFunctionArgs) => ({ categories: loadCategories(request.signal) });
