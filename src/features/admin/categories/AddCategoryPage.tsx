import { Link } from 'react-router-dom';
import { AutoDismissAlert, ALERT_DISMISS_MS } from '../../../components/AutoDismissAlert';
import { CATEGORY_TIPS } from '../../../content/adminTips';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { CatalogueForm } from '../shared/CatalogueForm';
import { catalogueBody } from '../shared/catalogueValues';
import { useAddForm } from '../shared/useAddForm';

/** /admin/categories/add and /admin/add-category (SPEC §2.12, §5, §7, §8); it sends through its route's action. */
export default function AddCategoryPage() {
  const { notice, setNotice, formKey, submit } = useAddForm(catalogueBody);

  return (
    <div className="py-2">
      <AdminPageHeader
        title="Add Category"
        subtitle="Create a category customers can browse."
        actions={
          <Link to="/admin/categories" className="btn btn-outline-secondary">
            Back to Categories
          </Link>
        }
      />
      {/* SPEC §4: on Add Category only success messages clear by themselves. */}
      <AutoDismissAlert
        notice={notice}
        onClose={() => setNotice(null)}
        dismissAfterMs={notice?.variant === 'success' ? ALERT_DISMISS_MS : null}
      />
      <CatalogueForm
        key={formKey}
        focusName={formKey > 0}
        noun="Category"
        validation="schema"
        submitLabel="Add Category"
        submittingLabel="Adding Category..."
        onSubmit={submit}
        cancelTo="/admin/categories"
        tips={CATEGORY_TIPS}
      />
    </div>
  );
}
