/**
 * Where the footer's popular services (`/services/{slug}`) point in the catalogue: a category slug and, for a
 * service that is one of its subcategories, that subcategory's slug. Slugs follow the catalogue's names
 * (SPEC §5 rule); a slug missing here is matched against the category slugs, else searched.
 */
export interface CatalogueTarget {
  category: string;
  subcategory?: string;
}

export const SERVICE_SLUG_TARGETS: Record<string, CatalogueTarget> = {
  'home-deep-cleaning': { category: 'cleaning', subcategory: 'home-deep-cleaning' },
  'bathroom-cleaning': { category: 'cleaning', subcategory: 'bathroom-cleaning' },
  'kitchen-cleaning': { category: 'cleaning', subcategory: 'kitchen-cleaning' },
  'sofa-cleaning': { category: 'cleaning', subcategory: 'sofa-carpet-cleaning' },
  'pest-control': { category: 'pest-control' },
  'ac-repair': { category: 'ac-service', subcategory: 'ac-repair-gas-refill' },
  'ac-service-repair': { category: 'ac-service' },
  plumbing: { category: 'plumbing' },
  electrician: { category: 'electrical' },
  carpentry: { category: 'carpentry' },
  'washing-machine-repair': { category: 'appliance-repair', subcategory: 'washing-machine-repair' },
  'salon-at-home': { category: 'salon' },
  'spa-at-home': { category: 'spa' },
  'massage-therapy': { category: 'spa', subcategory: 'massage-therapy' },
  'mens-grooming': { category: 'salon', subcategory: 'salon-for-men' },
  'bridal-makeup': { category: 'salon', subcategory: 'bridal-makeup' },
  'home-painting': { category: 'painting' },
  waterproofing: { category: 'painting', subcategory: 'waterproofing' },
  'interior-design': { category: 'interior' },
  'packers-and-movers': { category: 'moving' },
  gardening: { category: 'gardening' },
};
