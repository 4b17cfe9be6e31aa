import { useFormik } from 'formik';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { IdName } from '../../../api/types';
import { ALERT_DISMISS_MS, AutoDismissAlert } from '../../../components/AutoDismissAlert';
import { Deferred } from '../../../components/Deferred';
import { truncate } from '../../../lib/truncate';
import { catalogueSchema, type CatalogueNoun } from './catalogueSchema';
import { AdminPageHeader } from './AdminPageHeader';
import { catalogueBody, CATALOGUE_DEFAULTS, type CatalogueValues } from './catalogueValues';
import { AdminForm, FormSection, PreviewCard } from './AdminForm';
import { FileField, SelectField, TextField } from '../../../components/form';
import { LoadingBlock } from './LoadingBlock';
import { TEXT } from './messages';
import { NameSlugFields } from './NameSlugFields';
import { FailureNotice, ReadFailed } from './ReadFailed';
import { SettingsSeoSection } from './SettingsSeoSection';
import { FeaturedBadge, StatusBadge } from './badges';
import { useAddForm } from './useAddForm';
import { useFilePreviews } from './useFilePreviews';

export interface CatalogueFormProps {
  noun: CatalogueNoun;
  /** 'schema': Yup with the texts of §5; 'native': the browser's required attributes only (first add-subcategory version). */
  validation: 'schema' | 'native';
  parents?: { options: IdName[]; loading: boolean };
  initialValues?: Partial<CatalogueValues>;
  /** Image already stored (edit pages), shown in the preview until another is chosen. */
  currentImageUrl?: string | null;
  submitLabel: string;
  submittingLabel: string;
  /** The button shows its busy label until the returned promise settles. */
  onSubmit: (values: CatalogueValues) => Promise<unknown> | void;
  /** When set, saving is not possible and this says why (edit pages: no update call in §7). */
  saveBlockedReason?: string;
  cancelTo: string;
  tips: ReactNode[];
  focusName?: boolean;
}

export function CatalogueForm({
  noun,
  validation,
  parents,
  initialValues,
  currentImageUrl,
  submitLabel,
  submittingLabel,
  onSubmit,
  saveBlockedReason,
  cancelTo,
  tips,
  focusName,
}: CatalogueFormProps) {
  const id = noun.toLowerCase();
  // Read once: pages mount the form when its starting values are known.
  const [initial] = useState<CatalogueValues>(() => ({ ...CATALOGUE_DEFAULTS, ...initialValues }));
  const [previews, choosePreviews] = useFilePreviews();

  const formik = useFormik<CatalogueValues>({
    initialValues: initial,
    validationSchema: validation === 'schema' ? catalogueSchema(noun, Boolean(parents)) : undefined,
    onSubmit: (values) => onSubmit(values),
  });
  const { values } = formik;
  const imageUrl = previews[0] ?? currentImageUrl ?? null;
  const parentName = parents?.options.find((p) => String(p.id) === values.category_id)?.name;

  return (
    <AdminForm
      formik={formik}
      label={`${noun} details`}
      noValidate={validation === 'schema'}
      cancel={
        <Link to={cancelTo} className="btn btn-outline-secondary">
          Cancel
        </Link>
      }
      submitLabel={submitLabel}
      busyLabel={submittingLabel}
      blockedBy={saveBlockedReason ? `${id}-save-blocked` : undefined}
      asideLabel={`${noun} preview and tips`}
      preview={
        <PreviewCard
          id={`${id}-preview`}
          title="Live Preview"
          image={imageUrl}
          letter={(values.name.trim() || noun).charAt(0).toUpperCase()}
        >
          <p className="h5 mb-1" data-testid="preview-name">
            {values.name.trim() || `${noun} name`}
          </p>
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
      tipsId={`${id}-tips`}
      tips={tips}
    >
      <FormSection id={`${id}-basic`} title="Basic Information">
        {parents && (
          <SelectField
            id={`${id}-category_id`}
            name="category_id"
            label="Parent category"
            required
            disabled={parents.loading}
            placeholder={parents.loading ? 'Loading categories...' : 'Select a category'}
            options={parents.options.map((option) => ({ value: String(option.id), label: option.name }))}
          />
        )}
        <div className="row g-3">
          <NameSlugFields
            prefix={id}
            nameLabel={`${noun} name`}
            slugHint={
              <>
                Made from the name; you can edit it. Lowercase letters, digits and hyphens.
                {noun === 'Subcategory' && ' It must be unique within its category.'}
              </>
            }
            slugStartsEdited={Boolean(initialValues?.slug)}
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
      </FormSection>

      <SettingsSeoSection prefix={id} featuredLabel={`Featured ${id}`} featuredSwitch />
      {saveBlockedReason && (
        <p id={`${id}-save-blocked`} className="alert alert-warning">
          {saveBlockedReason}
        </p>
      )}
    </AdminForm>
  );
}

interface AddCataloguePageProps {
  noun: CatalogueNoun;
  subtitle: string;
  links?: ReactNode;
  tips: ReactNode[];
  validation: CatalogueFormProps['validation'];
  /** A subcategory's parent categories, as the route's loader reads them (`list` null when that failed). */
  parents?: Promise<{ list: IdName[] | null }>;
}

/** An add page: it sends through its route's action, then mounts a new, empty form for the next record. */
export function AddCataloguePage({ noun, subtitle, links, tips, validation, parents }: AddCataloguePageProps) {
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
        parents={options && { options, loading: false }}
        initialValues={options && { category_id }}
        submitLabel={`Add ${noun}`}
        submittingLabel={`Adding ${noun}...`}
        onSubmit={submit}
        cancelTo={base}
        tips={tips}
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
            {links}
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
