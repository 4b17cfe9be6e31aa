/** The static service catalogue of SPEC §3 (42 entries, client-side). Prices are dollars, as §9 says. */
export type CatalogueCategoryId =
  'salon-spa' | 'cleaning' | 'repairs' | 'appliance' | 'painting' | 'moving' | 'vehicle' | 'interior' | 'wellness';

export interface CatalogueFaq {
  question: string;
  answer: string;
}

export interface CatalogueService {
  id: number;
  name: string;
  category: CatalogueCategoryId;
  /** A local image (public/images); never a remote host. */
  image: string;
  rating: number;
  reviews: number;
  /** Display text: 'Starts at $N'. */
  price: string;
  basePrice: number;
  description: string;
  longDescription: string;
  inclusions: string[];
  exclusions: string[];
  faqs: CatalogueFaq[];
}

export type ServiceEntry = Omit<CatalogueService, 'price' | 'category'>;

/** Builds the entries of one category; the price text always follows basePrice. */
export const inCategory = (category: CatalogueCategoryId, entries: ServiceEntry[]): CatalogueService[] =>
  entries.map((entry) => ({ ...entry, category, price: `Starts at $${entry.basePrice}` }));
