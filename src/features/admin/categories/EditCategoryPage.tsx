import { Link, useParams } from 'react-router-dom';
import { CATEGORY_TIPS } from '../../../content/adminTips';
import { CatalogueForm, type CatalogueValues } from '../shared/CatalogueForm';
import { editBlockedText } from '../shared/editBlocked';
import { TEXT } from '../shared/messages';
import { NotFoundCard } from '../shared/NotFoundCard';
import { RecordShell } from '../shared/RecordShell';
import { useCategoryDetails } from './useCategoryDetails';

/** /admin/categories/edit/:id and /admin/edit-category/:id: the category's form, prefilled; saving is not possible (no update call in §7). */
export default function EditCategoryPage() {
  const { id } = useParams();
  const { loading, category, notice, clearNotice } = useCategoryDetails(id);

  const initialValues: Partial<CatalogueValues> | undefined = category
    ? {
        name: category.name,
        slug: category.slug,
        description: category.description ?? '',
        icon: category.icon ?? '',
        sort_order: category.sort_order,
        is_featured: Boolean(category.is_featured),
        meta_title: category.meta_title ?? '',
        meta_description: category.meta_description ?? '',
        status: category.status,
      }
    : undefined;

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
          initialValues={initialValues}
          currentImageUrl={category.image_url}
          submitLabel="Save Changes"
          submittingLabel="Saving..."
          saveBlockedReason={editBlockedText('category')}
          onSubmit={async () => false}
          cancelTo={`/admin/categories/view/${category.id}`}
          tips={CATEGORY_TIPS}
        />
      )}
    </RecordShell>
  );
}
