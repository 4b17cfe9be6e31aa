import { useEffect, useRef } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { ALERT_DISMISS_MS, AutoDismissAlert } from '../../../components/AutoDismissAlert';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { useAddForm } from '../shared/useAddForm';
import '../shared/admin.css';
import type { loader } from './AddServicePage.data';
import { ServiceForm } from './ServiceForm';
import { SERVICE_DEFAULTS, serviceBody } from './serviceValues';

export default function AddServicePage() {
  const [params] = useSearchParams();
  const data = useLoaderData<typeof loader>();
  const { notice, setNotice, formKey, submit } = useAddForm(serviceBody);
  const alertRef = useRef<HTMLDivElement>(null);
  // Links such as /admin/services/add?category=3&subcategory=12 start with those chosen; after a save the new
  // form starts from the defaults.
  const linked = {
    ...SERVICE_DEFAULTS,
    category_id: params.get('category') ?? '',
    subcategory_id: params.get('category') ? (params.get('subcategory') ?? '') : '',
  };

  useEffect(() => {
    if (notice) alertRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [notice]);

  return (
    <div className="py-2">
      <AdminPageHeader
        title="Add New Service"
        subtitle="Create a service customers can book."
        actions={
          <Link to="/admin/services" className="btn btn-outline-primary">
            View All Services
          </Link>
        }
      />
      <div ref={alertRef} className="admin-scroll-target">
        <AutoDismissAlert
          notice={notice}
          onClose={() => setNotice(null)}
          dismissAfterMs={notice?.variant === 'success' ? ALERT_DISMISS_MS : null}
        />
      </div>
      <ServiceForm
        key={formKey}
        focusName={formKey > 0}
        initialValues={formKey === 0 ? linked : SERVICE_DEFAULTS}
        categories={data.categories}
        firstSubcategories={formKey === 0 ? data.subcategories : null}
        onSubmit={submit}
      />
    </div>
  );
}
