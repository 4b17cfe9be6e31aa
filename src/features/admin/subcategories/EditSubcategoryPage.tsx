import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { listCategoryOptions } from '../../../api/catalogue';
import type { IdName } from '../../../api/types';
import { AutoDismissAlert } from '../../../components/AutoDismissAlert';
import { SUBCATEGORY_TIPS } from '../../../content/adminTips';
import { subcategoryImageUrl } from '../../../lib/uploads';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { CatalogueForm } from '../shared/CatalogueForm';
import { editBlockedText } from '../shared/editBlocked';
import { LoadingBlock } from '../shared/ui';
import { useSubcategory } from './useSubcategory';
import { SUBCATEGORY_NOT_FOUND } from './ViewSubcategoryPage';

/**
 * /admin/subcategories/edit/:id and /admin/edit-subcategory/:id: the subcategory's form, prefilled; saving is
 * not possible (no update call in §7).
 */
export default function EditSubcategoryPage() {
  const { id } = useParams();
  const { loading, subcategory, notice, clearNotice } = useSubcategory(id);
  const [parents, setParents] = useState<IdName[]>([]);

  useEffect(() => {
    let ignore = false;
    listCategoryOptions().then(
      (response) => !ignore && setParents(response.categories ?? []),
      () => undefined, // the parent's name still shows from the subcategory itself
    );
    return () => {
      ignore = true;
    };
  }, []);

  // The parent may be inactive (the option list has active ones only): keep it choosable.
  const options =
    subcategory && !parents.some((p) => p.id === subcategory.category_id)
      ? [
          { id: subcategory.category_id, name: subcategory.category_name || `Category #${subcategory.category_id}` },
          ...parents,
        ]
      : parents;

  return (
    <div className="py-2">
      <AdminPageHeader
        title="Edit Subcategory"
        subtitle={subcategory?.name}
        actions={
          <>
            {subcategory && (
              <Link to={`/admin/subcategories/view/${subcategory.id}`} className="btn btn-outline-primary">
                View Subcategory
              </Link>
            )}
            <Link to="/admin/subcategories" className="btn btn-outline-secondary">
              Back to Subcategories
            </Link>
          </>
        }
      />
      <AutoDismissAlert notice={notice} onClose={clearNotice} />
      {loading ? (
        <LoadingBlock label="Loading subcategory..." />
      ) : !subcategory ? (
        <div className="card border-0 shadow-sm text-center py-5">
          <p className="h5">{SUBCATEGORY_NOT_FOUND}</p>
          <p className="mb-0">
            <Link to="/admin/subcategories">Go to all subcategories</Link>
          </p>
        </div>
      ) : (
        <CatalogueForm
          key={subcategory.id}
          noun="Subcategory"
          validation="schema"
          parents={{ options, loading: false }}
          initialValues={{
            category_id: String(subcategory.category_id),
            name: subcategory.name,
            slug: subcategory.slug,
            description: subcategory.description ?? '',
            icon: subcategory.icon ?? '',
            sort_order: subcategory.sort_order,
            is_featured: Boolean(subcategory.is_featured),
            meta_title: subcategory.meta_title ?? '',
            meta_description: subcategory.meta_description ?? '',
            status: subcategory.status,
          }}
          currentImageUrl={subcategoryImageUrl(subcategory.image) ?? subcategory.image_url}
          submitLabel="Save Changes"
          submittingLabel="Saving..."
          saveBlockedReason={editBlockedText('subcategory')}
          onSubmit={async () => false}
          cancelTo={`/admin/subcategories/view/${subcategory.id}`}
          tips={SUBCATEGORY_TIPS}
        />
      )}
    </div>
  );
}
