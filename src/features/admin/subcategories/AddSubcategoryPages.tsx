/**
 * The two add-subcategory versions of SPEC §2.12 / §5 / §7 / §8, sharing one page:
 * - the first (/admin/add-subcategory) takes its parent list from /admin/getcategories.php, posts to
 *   /admin/addsubcategories.php and relies on the browser's required attributes;
 * - the second (/admin/subcategories/add) takes its parent list from the alternate API
 *   (/api/admin/categories/list.php), validates with Yup and posts to /api/admin/subcategories/add.php.
 */
import { useState } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { addSubcategory, addSubcategoryAlt } from '../../../api/admin';
import { useDeferred } from '../../../app/deferred';
import { AutoDismissAlert, type Notice } from '../../../components/AutoDismissAlert';
import { SUBCATEGORY_TIPS } from '../../../content/adminTips';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { CatalogueForm, toSubcategoryForm, type CatalogueValues } from '../shared/CatalogueForm';
import { addFailureText, altAddFailureText, TEXT } from '../shared/messages';
import { LoadingBlock } from '../shared/ui';
import { useOnNew } from '../shared/useOnNew';
import type { AddSubcategoryVersion, Parents } from './addSubcategoryParents';

type Version = AddSubcategoryVersion;

export function AddSubcategoryPage({ version }: { version: Version }) {
  const [params] = useSearchParams();
  const [notice, setNotice] = useState<Notice | null>(null);
  // Started by the route's loader (addSubcategoryParents.ts): undefined while loading, null when it failed.
  const loaded = useDeferred((useLoaderData() as { parents: Promise<Parents> }).parents);
  useOnNew(loaded, ({ list }) => !list && setNotice({ variant: 'danger', text: TEXT.loadCategoriesFailed }));
  const parents = loaded && (loaded.list ?? []);
  const submit = async (values: CatalogueValues): Promise<boolean> => {
    setNotice(null);
    try {
      const send = version === 'basic' ? addSubcategory : addSubcategoryAlt;
      const response = await send(toSubcategoryForm(values));
      if (response.status === 'success') {
        setNotice({ variant: 'success', text: response.message || TEXT.addSubcategorySuccess });
        return true;
      }
      setNotice({ variant: 'danger', text: response.message || TEXT.addSubcategoryFailed });
    } catch (error) {
      setNotice({ variant: 'danger', text: version === 'basic' ? addFailureText(error) : altAddFailureText(error) });
    }
    return false;
  };

  // A link such as /admin/subcategories/add?category=3 (from a category) starts with that parent chosen.
  const preselected = params.get('category') ?? '';
  const startCategory = parents?.some((p) => String(p.id) === preselected) ? preselected : '';

  return (
    <div className="py-2">
      <AdminPageHeader
        title="Add Subcategory"
        subtitle="Create a subcategory inside a category."
        actions={
          <>
            <Link to="/admin/subcategories" className="btn btn-outline-secondary">
              Back to Subcategories
            </Link>
            <Link to="/admin/categories" className="btn btn-outline-secondary">
              Categories
            </Link>
          </>
        }
      />
      {/* SPEC §4: messages on subcategory pages clear after 5 s, errors too. */}
      <AutoDismissAlert notice={notice} onClose={() => setNotice(null)} />
      {parents === null ? (
        <LoadingBlock label="Loading categories..." />
      ) : (
        <CatalogueForm
          noun="Subcategory"
          validation={version === 'basic' ? 'native' : 'schema'}
          parents={{ options: parents, loading: false }}
          initialValues={{ category_id: startCategory }}
          submitLabel="Add Subcategory"
          submittingLabel="Adding Subcategory..."
          onSubmit={submit}
          cancelTo="/admin/subcategories"
          tips={SUBCATEGORY_TIPS}
        />
      )}
    </div>
  );
}
