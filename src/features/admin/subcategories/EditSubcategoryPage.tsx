import { Link, useLoaderData } from 'react-router-dom';
import type { IdName } from '../../../api/types';
import { Deferred } from '../../../components/Deferred';
import { SUBCATEGORY_TIPS } from '../../../content/adminTips';
import { subcategoryImageUrl } from '../../../lib/uploads';
import { CatalogueForm } from '../shared/CatalogueForm';
import { editBlockedFormProps, storedFormValues } from '../shared/editBlocked';
import { NotFoundCard } from '../shared/NotFoundCard';
import { RecordShell } from '../shared/RecordShell';
import type { loader } from './EditSubcategoryPage.data';
import { SubcategoryRecord } from './SubcategoryRecord';
import { useSubcategory } from './useSubcategory';
import type { LoadedSubcategory } from './ViewSubcategoryPage.data';
import { SUBCATEGORY_NOT_FOUND } from './ViewSubcategoryPage';

/**
 * /admin/subcategories/edit/:id and /admin/edit-subcategory/:id: the subcategory's form, prefilled; saving is
 * not possible (no update call in §7).
 */
export default function EditSubcategoryPage() {
  const { details, parents } = useLoaderData<typeof loader>();
  // The form shows once both reads answered, so its parent options do not change under it.
  const form = (parents: IdName[]) => (
    <SubcategoryRecord details={details}>
      {(loaded) => <EditSubcategory loaded={loaded} parents={parents} />}
    </SubcategoryRecord>
  );
  return (
    <Deferred resolve={parents} fallback={<EditSubcategory loaded={null} parents={[]} />} errorElement={form([])}>
      {form}
    </Deferred>
  );
}

function EditSubcategory({ loaded, parents }: { loaded: LoadedSubcategory | null; parents: IdName[] }) {
  const { loading, subcategory, notice, clearNotice } = useSubcategory(loaded);

  // The parent may be inactive (the option list has active ones only): keep it choosable.
  const options =
    subcategory && !parents.some((p) => p.id === subcategory.category_id)
      ? [
          { id: subcategory.category_id, name: subcategory.category_name || `Category #${subcategory.category_id}` },
          ...parents,
        ]
      : parents;

  return (
    <RecordShell
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
      notice={notice}
      onCloseNotice={clearNotice}
      loading={loading}
      loadingLabel="Loading subcategory..."
      record={subcategory}
      notFound={
        <NotFoundCard title={SUBCATEGORY_NOT_FOUND} to="/admin/subcategories" linkText="Go to all subcategories" />
      }
    >
      {(subcategory) => (
        <CatalogueForm
          key={subcategory.id}
          noun="Subcategory"
          validation="schema"
          parents={{ options, loading: false }}
          initialValues={{ category_id: String(subcategory.category_id), ...storedFormValues(subcategory) }}
          currentImageUrl={subcategoryImageUrl(subcategory.image) ?? subcategory.image_url}
          {...editBlockedFormProps('subcategory')}
          cancelTo={`/admin/subcategories/view/${subcategory.id}`}
          tips={SUBCATEGORY_TIPS}
        />
      )}
    </RecordShell>
  );
}
