/** The values of the category and subcategory forms (SPEC §3, §9), and the api forms they become (§7). */
import type { ActiveStatus, CategoryForm, SubcategoryForm } from '../../../api/types';

export interface CatalogueValues {
  category_id: string;
  name: string;
  slug: string;
  description: string;
  icon: string;
  sort_order: number | '';
  is_featured: boolean;
  meta_title: string;
  meta_description: string;
  status: ActiveStatus;
  image: File | null;
}

/** SPEC §9: new records are active, sort order 0, not featured (created_by 1 is added by src/api/admin.ts). */
export const CATALOGUE_DEFAULTS: CatalogueValues = {
  category_id: '',
  name: '',
  slug: '',
  description: '',
  icon: '',
  sort_order: 0,
  is_featured: false,
  meta_title: '',
  meta_description: '',
  status: 'active',
  image: null,
};

export const toCategoryForm = (v: CatalogueValues): CategoryForm => ({
  name: v.name.trim(),
  slug: v.slug.trim(),
  description: v.description,
  icon: v.icon,
  sort_order: v.sort_order === '' ? 0 : Number(v.sort_order),
  is_featured: v.is_featured,
  meta_title: v.meta_title,
  meta_description: v.meta_description,
  status: v.status,
  image: v.image,
});

export const toSubcategoryForm = (v: CatalogueValues): SubcategoryForm => ({
  category_id: v.category_id,
  ...toCategoryForm(v),
});
