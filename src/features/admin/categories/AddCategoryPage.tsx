import { AddCataloguePage } from '../shared/CatalogueForm';

export default function AddCategoryPage() {
  return <AddCataloguePage noun="Category" subtitle="Create a category customers can browse." validation="schema" />;
}
