import { CATEGORY_TIPS } from '../../../content/adminTips';
import { AddCataloguePage } from '../shared/CatalogueForm';

export default function AddCategoryPage() {
  return (
    <AddCataloguePage
      noun="Category"
      subtitle="Create a category customers can browse."
      tips={CATEGORY_TIPS}
      validation="schema"
    />
  );
}
