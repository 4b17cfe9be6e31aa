import { Link } from 'react-router-dom';
import { CATEGORY_TIPS } from '../../../content/adminTips';
import { CatalogueForm } from '../shared/CatalogueForm';
import { editBlockedFormProps, storedFormValues } from '../shared/editBlocked';
import { TEXT } from '../shared/messages';
import { NotFoundCard } from '../shared/NotFoundCard';
import { RecordShell } from '../shared/RecordShell';
import { CategoryRecord } from './CategoryRecord';
import { useCategoryDetails } from './useCategoryDetails';
import type { LoadedCategory } from './ViewCategoryPage.data';

/** /admin/categories/edit/:id and /admin/edit-category/:id: the category's form, prefilled; saving is not possible (no update call in §7). */
export default function EditCategoryPage() {
  return <CategoryRecord>{(loaded) => <EditCategory loaded={loaded} />}</CategoryRecord>;
}

function EditCategory({ loaded }: { loaded: LoadedCategory | null }) {
  const { loading, category, notice, clearNotice } = useCategoryDetails(loaded);

  return (
    <RecordShell
      title="Edit Category"
      subtitle={category ? category.name : undefined}
      actions={
        <>
          {category && (
            <Link to={`/admin/categories/view/${category.id}`} className="btn btn-outline-primary">
              View Category
            </Link>
          )}
          <Link to="/admin/categories" className="btn btn-outline-secondary">
            Back to Categories
          </Link>
        </>
      }
      notice={notice}
      onCloseNotice={clearNotice}
      loading={loading}
      loadingLabel="Loading category..."
      record={category}
      notFound={<NotFoundCard title={TEXT.categoryNotFound} to="/admin/categories" linkText="Go to all categories" />}
    >
      {(category) => (
        <CatalogueForm
          key={category.id}
          noun="Category"
          validation="schema"
          initialValues={storedFormValues(category)}
          currentImageUrl={category.image_url}
          {...editBlockedFormProps('category')}
          cancelTo={`/admin/categories/view/${category.id}`}
          tips={CATEGORY_TIPS}
        />
      )}
    </RecordShell>
  );
}
