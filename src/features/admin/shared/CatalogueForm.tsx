import { useFormik } from 'formik';
import { Link, useSearchParams } from 'react-router-dom';
import type { Category, IdName } from '../../../api/types';
import { CATEGORY_TIPS, SUBCATEGORY_TIPS } from '../../../content/adminTips';
import { ALERT_DISMISS_MS, AutoDismissAlert } from '../../../components/AutoDismissAlert';
import { Deferred } from '../../../components/Deferred';
import { truncate } from '../../../lib/truncate';
import { catalogueSchema, type CatalogueNoun } from './catalogueSchema';
import { AdminPageHeader } from './AdminPageHeader';
import { catalogueBody, CATALOGUE_DEFAULTS, type CatalogueValues } from './catalogueValues';
import { AdminForm, PreviewCard } from './AdminForm';
import { CardSection } from '../../../components/CardSection';
import { FileField, SelectField, TextField } from '../../../components/form';
import { LoadingBlock } from './LoadingBlock';
import { TEXT } from './messages';
import { NameSlugFields } from './NameSlugFields';
import { FailureNotice, ReadFailed } from './ReadFailed';
import { SettingsSeoSection } from './SettingsSeoSection';
import { FeaturedBadge, StatusBadge } from './badges';
import { useAddForm } from './useAddForm';
import { useFilePreviews } from './useFilePreviews';

interface CatalogueFormProps {
  noun: CatalogueNoun;
  /** 'native': the browser's required attributes only (first add-subcategory version). */
  validation?: 'schema' | 'native';
  /** A subcategory's parent category options. */
  parents?: IdName[];
  initialValues?: Partial<CatalogueValues>;
  /** An edit page's record: the form shows it, but the server has no update call to save it (docs/decisions.md). */
  stored?: Category;
  /** Image already stored, shown in the preview until another is chosen. */
  currentImageUrl?: string | null;
  /** The button shows its busy label until the returned promise settles. */
  onSubmit?: (values: CatalogueValues) => Promise<unknown>;
  focusName?: boolean;
}

export function CatalogueForm({
  noun,
  validation = 'schema',
  parents,
  initialValues,
  stored,
  currentImageUrl,
  onSubmit,
  focusName,
}: CatalogueFormProps) {
  const id = noun.toLowerCase();
  const base = `/admin/${noun === 'Category' ? 'categories' : 'subcategories'}`;
  const [previews, choosePreviews] = useFilePreviews();

  const formik = useFormik<CatalogueValues>({
    // Read once (no enableReinitialize): pages mount the form when its starting values are known.
    initialValues: {
      ...CATALOGUE_DEFAULTS,
      ...(stored && {
        name: stored.name,
        slug: stored.slug,
        description: stored.description ?? '',
        icon: stored.icon ?? '',
        sort_order: stored.sort_order,
        is_featured: Boolean(stored.is_featured),
        meta_title: stored.meta_title ?? '',
        meta_description: stored.meta_description ?? '',
        status: stored.status,
      }),
      ...initialValues,
    },
    validationSchema: validation === 'schema' ? catalogueSchema(noun, Boolean(parents)) : undefined,
    onSubmit: (values) => onSubmit?.(values),
  });
  const { values } = formik;
  const imageUrl = previews[0] ?? currentImageUrl ?? null;
  const parentName = parents?.find((p) => String(p.id) === values.category_id)?.name;

  return (
    <AdminForm
      formik={formik}
      noun={noun}
      noValidate={validation === 'schema'}
      cancel={
        <Link to={stored ? `${base}/view/${stored.id}` : base} className="btn btn-outline-secondary">
          Cancel
        </Link>
      }
      submitLabel={stored ? 'Save Changes' : `Add ${noun}`}
      busyLabel={stored ? 'Saving...' : `Adding ${noun}...`}
      blockedBy={stored && `${id}-save-blocked`}
      preview={
        <PreviewCard noun={noun} title="Live Preview" image={imageUrl} name={values.name} nameTestId="preview-name">
          {parents && <p className="small text-body-secondary mb-1">in {parentName ?? 'no category yet'}</p>}
          <p className="small text-body-secondary mb-2">/{values.slug || 'slug'}</p>
          {values.icon && <p className="small mb-2">Icon: {values.icon}</p>}
          <p className="small mb-2">{truncate(values.description, 160) || 'The description shows here.'}</p>
          <div className="d-flex gap-2">
            <StatusBadge status={values.status} />
            <FeaturedBadge featured={values.is_featured} />
          </div>
        </PreviewCard>
      }
      tips={noun === 'Category' ? CATEGORY_TIPS : SUBCATEGORY_TIPS}
    >
      <CardSection id={`${id}-basic`} title="Basic Information" className="mb-4">
        {parents && (
          <SelectField
            id={`${id}-category_id`}
            name="category_id"
            label="Parent category"
            required
            placeholder="Select a category"
            options={parents.map((option) => ({ value: String(option.id), label: option.name }))}
          />
        )}
        <div className="row g-3">
          <NameSlugFields
            noun={noun}
            slugHint={
              <>
                Made from the name; you can edit it. Lowercase letters, digits and hyphens.
                {noun === 'Subcategory' && ' It must be unique within its category.'}
              </>
            }
            slugStartsEdited={Boolean(stored?.slug)}
            focusName={focusName}
          />
          <TextField
            id={`${id}-description`}
            name="description"
            label="Description"
            limit="description"
            rows={3}
            className="col-12"
          />
          <TextField
            id={`${id}-icon`}
            name="icon"
            label="Icon"
            limit="icon"
            placeholder="e.g. tools, broom, bolt"
            hint="An icon name or class."
            className="col-12 col-md-6"
          />
          <FileField
            id={`${id}-image`}
            name="image"
            label="Image"
            hint="JPEG, PNG, GIF or WebP, max 5 MB."
            onChoose={choosePreviews}
            upload="adminImage"
            className="col-12 col-md-6"
          />
        </div>
      </CardSection>

      <SettingsSeoSection prefix={id} featuredSwitch />
      {stored && (
        <p id={`${id}-save-blocked`} className="alert alert-warning">
          {`Changes cannot be saved yet: the server offers no way to update a ${id}. The form shows its current values.`}
        </p>
      )}
    </AdminForm>
  );
}

interface AddCataloguePageProps {
  noun: CatalogueNoun;
  subtitle: string;
  validation: CatalogueFormProps['validation'];
  /** A subcategory's parent categories, as the route's loader reads them (`list` null when that failed). */
  parents?: Promise<{ list: IdName[] | null }>;
}

/** An add page: it sends through its route's action, then mounts a new, empty form for the next record. */
export function AddCataloguePage({ noun, subtitle, validation, parents }: AddCataloguePageProps) {
  const [params] = useSearchParams();
  const { notice, setNotice, formKey, sent, submit } = useAddForm(catalogueBody);
  const many = noun === 'Category' ? 'Categories' : 'Subcategories';
  const base = `/admin/${many.toLowerCase()}`;

  const form = (options?: IdName[]) => {
    // A link such as ?category=3 (from a category) starts with that parent chosen.
    const linked = params.get('category') ?? '';
    const linkCategory = options?.some((p) => String(p.id) === linked) ? linked : '';
    // After a save the next form keeps the parent just used (docs/decisions.md).
    const category_id = formKey > 0 && sent ? sent.category_id : linkCategory;
    return (
      <CatalogueForm
        key={formKey}
        focusName={formKey > 0}
        noun={noun}
        validation={validation}
        parents={options}
        initialValues={options && { category_id }}
        onSubmit={submit}
      />
    );
  };

  return (
    <div className="py-2">
      <AdminPageHeader
        title={`Add ${noun}`}
        subtitle={subtitle}
        actions={
          <>
            <Link to={base} className="btn btn-outline-secondary">
              Back to {many}
            </Link>
            {parents && (
              <Link to="/admin/categories" className="btn btn-outline-secondary">
                Categories
              </Link>
            )}
          </>
        }
      />
      {/* On Add Category only success messages clear by themselves; on subcategory pages errors do too. */}
      <AutoDismissAlert
        notice={notice}
        onClose={() => setNotice(null)}
        dismissAfterMs={parents || notice?.variant === 'success' ? ALERT_DISMISS_MS : null}
      />
      {parents ? (
        <Deferred
          resolve={parents}
          fallback={<LoadingBlock label="Loading categories..." />}
          errorElement={
            <>
              <ReadFailed text={TEXT.loadCategoriesFailed} />
              {form([])}
            </>
          }
        >
          {(read) => (
            <>
              <FailureNotice
                answer={read}
                failure={read.list ? null : TEXT.loadCategoriesFailed}
                setNotice={setNotice}
              />
              {form(read.list ?? [])}
            </>
          )}
        </Deferred>
      ) : (
        form()
      )}
    </div>
  );
}
