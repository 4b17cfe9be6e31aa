import { useState } from 'react';
import { Link } from 'react-router-dom';
import { addCategory } from '../../../api/admin';
import { AutoDismissAlert, ALERT_DISMISS_MS, type Notice } from '../../../components/AutoDismissAlert';
import { CATEGORY_TIPS } from '../../../content/adminTips';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { CatalogueForm, toCategoryForm, type CatalogueValues } from '../shared/CatalogueForm';
import { addFailureText, TEXT } from '../shared/messages';

/** /admin/categories/add and /admin/add-category (SPEC §2.12, §5, §7, §8). */
export default function AddCategoryPage() {
  const [notice, setNotice] = useState<Notice | null>(null);

  const submit = async (values: CatalogueValues): Promise<boolean> => {
    setNotice(null);
    try {
      const response = await addCategory(toCategoryForm(values));
      if (response.status === 'success') {
        setNotice({ variant: 'success', text: response.message || TEXT.addCategorySuccess });
        return true;
      }
      setNotice({ variant: 'danger', text: response.message || TEXT.addCategoryFailed });
    } catch (error) {
      setNotice({ variant: 'danger', text: addFailureText(error) });
    }
    return false;
  };

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
