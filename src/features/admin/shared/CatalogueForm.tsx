/**
 * The form for a category or a subcategory (SPEC §2.12, §3, §5): fields, live preview and tips. Add pages,
 * both add-subcategory versions and the edit pages use it; its values are in catalogueValues.ts, its rules in
 * catalogueSchema.ts. It does not send anything itself: the page submits the values to its route's action.
 */
import { FormikProvider, useFormik } from 'formik';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { IdName } from '../../../api/types';
import { truncate } from '../../../lib/truncate';
import { catalogueSchema, type CatalogueNoun } from './catalogueSchema';
import { CATALOGUE_DEFAULTS, type CatalogueValues } from './catalogueValues';
import { FormWithAside, PreviewCard, TipsCard } from './FormAside';
import { FormSection } from './FormSection';
import { FileField, SelectField, TextField } from '../../../components/form';
import { NameSlugFields } from './NameSlugFields';
import { SettingsSeoSection } from './SettingsSeoSection';
import { SubmitButton } from './SubmitButton';
import { FeaturedBadge, StatusBadge } from './badges';
import { useFilePreviews } from './useFilePreviews';

export interface CatalogueFormProps {
  noun: CatalogueNoun;
  /** 'schema': Yup with the texts of §5; 'native': the browser's required attributes only (first add-subcategory version). */
  validation: 'schema' | 'native';
  /** Shows the parent-category select (subcategories). */
  parents?: { options: IdName[]; loading: boolean };
  initialValues?: Partial<CatalogueValues>;
  /** Image already stored (edit pages), shown in the preview until another is chosen. */
  currentImageUrl?: string | null;
  submitLabel: string;
  submittingLabel: string;
  /**
   * Sends the values (the page submits them to its route's action); the button shows its busy label until the
   * returned promise settles. After a save the page mounts a new form.
   */
  onSubmit: (values: CatalogueValues) => Promise<unknown> | void;
  /** When set, saving is not possible and this says why (edit pages: no update call in §7). */
  saveBlockedReason?: string;
  cancelTo: string;
  tips: ReactNode[];
  /** The cursor starts in the name (the new form after a save). */
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
  const { values, isSubmitting } = formik;
  const imageUrl = previews[0] ?? currentImageUrl ?? null;
  const parentName = parents?.options.find((p) => String(p.id) === values.category_id)?.name;

  const form = (
    <FormikProvider value={formik}>
      <form onSubmit={formik.handleSubmit} noValidate={validation === 'schema'} aria-label={`${noun} details`}>
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
        <div className="d-flex flex-wrap gap-2 justify-content-end">
          <Link to={cancelTo} className="btn btn-outline-secondary">
            Cancel
          </Link>
          <SubmitButton
            busy={isSubmitting}
            label={submitLabel}
            busyLabel={submittingLabel}
            blockedBy={saveBlockedReason ? `${id}-save-blocked` : undefined}
          />
        </div>
      </form>
    </FormikProvider>
  );

  return (
    <FormWithAside
      form={form}
      asideLabel={`${noun} preview and tips`}
      aside={
        <>
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
          <TipsCard id={`${id}-tips`} tips={tips} />
        </>
      }
    />
  );
}
