import { AddSubcategoryPage } from './AddSubcategoryPages';

/** /admin/subcategories/add: the second version (alternate API, Yup validation). */
export default function AddSubcategoryAltPage() {
  return <AddSubcategoryPage version="alternate" />;
}
