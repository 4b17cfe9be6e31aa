import { useLoaderData } from 'react-router-dom';
import { CatalogueForm } from '../shared/CatalogueForm';
import { TEXT } from '../shared/messages';
import { RecordPage } from '../shared/RecordPage';
import type { loader } from './ViewCategoryPage.data';

export default function EditCategoryPage() {
  return (
    <RecordPage
      noun={{ one: 'Category', many: 'Categories' }}
      mode="edit"
      read={useLoaderData<typeof loader>().details}
      rejected={TEXT.fetchCategoryFailed}
    >
      {(category) => <CatalogueForm noun="Category" stored={category} currentImageUrl={category.image_url} />}
    </RecordPage>
  );
}
