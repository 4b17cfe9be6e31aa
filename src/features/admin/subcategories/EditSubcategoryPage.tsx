import { useLoaderData } from 'react-router-dom';
import { subcategoryImage } from '../../../lib/uploads';
import { CatalogueForm } from '../shared/CatalogueForm';
import { TEXT } from '../shared/messages';
import { RecordPage } from '../shared/RecordPage';
import type { loader } from './EditSubcategoryPage.data';

export default function EditSubcategoryPage() {
  return (
    <RecordPage
      noun={{ one: 'Subcategory', many: 'Subcategories' }}
      mode="edit"
      read={useLoaderData<typeof loader>().details}
      rejected={TEXT.loadSubcategoriesError}
    >
      {({ parents, ...subcategory }) => (
        <CatalogueForm
          noun="Subcategory"
          parents={parents}
          stored={subcategory}
          initialValues={{ category_id: String(subcategory.category_id) }}
          currentImageUrl={subcategoryImage(subcategory)}
        />
      )}
    </RecordPage>
  );
}
