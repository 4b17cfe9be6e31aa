import { AddSubcategoryPage } from './AddSubcategoryPages';

/** /admin/add-subcategory: the first version (required attributes only). */
export default function AddSubcategoryBasicPage() {
  return <AddSubcategoryPage version="basic" />;
}
