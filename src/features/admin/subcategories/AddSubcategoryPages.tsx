/**
 * The two add-subcategory versions of SPEC §2.12 / §5 / §7 / §8, sharing one page:
 * - the first (/admin/add-subcategory) takes its parent list from /admin/getcategories.php, posts to
 *   /admin/addsubcategories.php and relies on the browser's required attributes;
 * - the second (/admin/subcategories/add) takes its parent list from the alternate API
 *   (/api/admin/categories/list.php), validates with Yup and posts to /api/admin/subcategories/add.php.
 * Each route's data module (addSubcategory.data.ts) reads the parents and sends the form.
 */
import { Suspense } from 'react';
import { Await, Link, useLoaderData, useSearchParams } from 'react-router-dom';
import type { IdName } from '../../../api/types';
import { AutoDismissAlert } from '../../../components/AutoDismissAlert';
import { SUBCATEGORY_TIPS } from '../../../content/adminTips';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { CatalogueForm } from '../shared/CatalogueForm';
import { catalogueBody } from '../shared/catalogueValues';
import { TEXT } from '../shared/messages';
import { LoadingBlock } from '../shared/LoadingBlock';
import { FailureNotice, ReadFailed } from '../shared/ReadFailed';
import { useAddForm } from '../shared/useAddForm';
import type { AddSubcategoryVersion, Parents, parentsLoader } from './addSubcategory.data';

type Version = AddSubcategoryVersion;

export function AddSubcategoryPage({ version }: { version: Version }) {
  const [params] = useSearchParams();
  const { notice, setNotice, formKey, sent, submit } = useAddForm(catalogueBody);
  // Started by the route's loader (addSubcategory.data.ts); its `list` is null when it failed.
  const { parents } = useLoaderData<ReturnType<typeof parentsLoader>>();

  const form = (parents: IdName[]) => {
    // A link such as /admin/subcategories/add?category=3 (from a category) starts with that parent chosen.
    const preselected = params.get('category') ?? '';
    const linkCategory = parents.some((p) => String(p.id) === preselected) ? preselected : '';
    // After a save the next form keeps the parent just used (docs/decisions.md).
    const startCategory = formKey > 0 && sent ? sent.category_id : linkCategory;
    return (
      <CatalogueForm
        key={formKey}
        focusName={formKey > 0}
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
    );
  };

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
      <Suspense fallback={<LoadingBlock label="Loading categories..." />}>
        <Await
          resolve={parents}
          errorElement={
            <>
              <ReadFailed text={TEXT.loadCategoriesFailed} />
              {form([])}
            </>
          }
        >
          {(read: Parents) => (
            <>
              <FailureNotice
                answer={read}
                failure={read.list ? null : TEXT.loadCategoriesFailed}
                setNotice={setNotice}
              />
              {form(read.list ?? [])}
            </>
          )}
        </Await>
      </Suspense>
    </div>
  );
}
