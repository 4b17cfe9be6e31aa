import type { CatalogueCategoryId } from './types';

export interface CatalogueCategory {
  id: CatalogueCategoryId | 'all';
  name: string;
  /** A SiteIcon-style glyph name; shown beside the category's name. */
  icon: string;
  /** The service ids of the category (SPEC §3), inclusive; absent for 'all'. */
  ids?: readonly [first: number, last: number];
}

/** SPEC §3 catalogue categories, in the spec's order, with their id ranges. */
export const CATALOGUE_CATEGORIES: readonly CatalogueCategory[] = [
  { id: 'all', name: 'All Services', icon: 'grid' },
  { id: 'salon-spa', name: 'Salon, Spa & Massage', icon: 'scissors', ids: [1, 6] },
  { id: 'cleaning', name: 'Cleaning & Pest Control', icon: 'spray', ids: [7, 11] },
  { id: 'repairs', name: 'Home Repairs', icon: 'wrench', ids: [12, 18] },
  { id: 'appliance', name: 'AC & Appliance Repair', icon: 'snowflake', ids: [19, 24] },
  { id: 'painting', name: 'Painting & Renovation', icon: 'roller', ids: [25, 27] },
  { id: 'moving', name: 'Shifting & Moving', icon: 'truck', ids: [28, 29] },
  { id: 'vehicle', name: 'Vehicle Services', icon: 'car', ids: [30, 33] },
  { id: 'interior', name: 'Home Interior', icon: 'sofa', ids: [34, 37] },
  { id: 'wellness', name: 'Personal & Wellness', icon: 'leaf', ids: [38, 42] },
];

export const categoryName = (id: string): string => CATALOGUE_CATEGORIES.find((c) => c.id === id)?.name ?? id;
