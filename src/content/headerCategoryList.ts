/** The header's default service-category list (SPEC §3). Its own small chunk: see headerCategories.ts. */
import type { HeaderCategory } from './headerCategories';

export const DEFAULT_HEADER_CATEGORIES: HeaderCategory[] = [
  { id: 'plumbing', name: 'Plumbing' },
  { id: 'electrical', name: 'Electrical Work' },
  { id: 'cleaning', name: 'House Cleaning' },
  { id: 'gardening', name: 'Gardening' },
  { id: 'carpentry', name: 'Carpentry' },
  { id: 'painting', name: 'Painting' },
  { id: 'appliance', name: 'Appliance Repair' },
  { id: 'pest-control', name: 'Pest Control' },
];
