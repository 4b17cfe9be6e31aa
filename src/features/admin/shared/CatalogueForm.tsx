/**
 * The form for a category or a subcategory (SPEC §2.12, §3, §5): fields, live preview and tips. Add pages,
 * both add-subcategory versions and the edit pages use it.
 */
import { useFormik } from 'formik';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as Yup from 'yup';
import type { ActiveStatus, CategoryForm, IdName, SubcategoryForm } from '../../../api/types';
import { truncate } from '../../../lib/truncate';
import { fieldErrors } from '../../../components/form/fieldErrors';
import { PreviewImage, TipsCard } from './FormAside';
import { FormSection } from './FormSection';
import { NameSlugFields, useSlugFollowsName } from './NameSlugFields';
import { RequiredMark } from './RequiredMark';
import { SettingsSeoSection } from './SettingsSeoSection';
import { SubmitButton } from './SubmitButton';
import { FeaturedBadge, StatusBadge } from './ui';
import { useFilePreviews } from './useFilePreviews';
import './admin.css';
import { ACCEPT_IMAGES, IMAGE_TYPES, isAcceptedImage } from '../../../lib/fileTypes';
import { INPUT_LIMITS } from '../../../lib/inputLimits';

/** SPEC §5: the image of a category or subcategory is JPEG, PNG, GIF or WebP. */
export const CATALOGUE_IMAGE_TYPES = IMAGE_TYPES;
export const IMAGE_TYPE_TEXT = 'Please choose a JPEG, PNG, GIF or WebP image';
export const SORT_ORDER_TEXT = 'Sort order must be 0 or more';

export interface CatalogueValues {
  category_id: string;
  name: string;
  slug: string;
  description: string;
  icon: string;
  sort_order: number | '';
  is_featured: boolean;
  meta_title: string;
  meta_description: string;
  status: ActiveStatus;
  image: File | null;
}

/** SPEC §9: new records are active, sort order 0, not featured (created_by 1 is added by src/api/admin.ts). */
export const CATALOGUE_DEFAULTS: CatalogueValues = {
  category_id: '',
  name: '',
  slug: '',
  description: '',
  icon: '',
  sort_order: 0,
  is_featured: false,
  meta_title: '',
  meta_description: '',
  status: 'active',
  image: null,
};

export const toCategoryForm = (v: CatalogueValues): CategoryForm => ({
  name: v.name.trim(),
  slug: v.slug.trim(),
  description: v.description,
  icon: v.icon,
  sort_order: v.sort_order === '' ? 0 : Number(v.sort_order),
  is_featured: v.is_featured,
  meta_title: v.meta_title,
  meta_description: v.meta_description,
  status: v.status,
  image: v.image,
});

export const toSubcategoryForm = (v: CatalogueValues): SubcategoryForm => ({
  category_id: v.category_id,
  ...toCategoryForm(v),
});

type Noun = 'Category' | 'Subcategory';

function schemaFor(noun: Noun, withParent: boolean) {
  return Yup.object({
    category_id: withParent ? Yup.string().required('Please select a category') : Yup.string(),
    name: Yup.string().trim().required(`${noun} name is required`),
    slug: Yup.string().trim().required(`${noun} slug is required`),
    sort_order: Yup.number()
      .transform((value, original) => (original === '' || original === null ? undefined : value))
      .typeError(SORT_ORDER_TEXT)
      .min(0, SORT_ORDER_TEXT)
      .integer('Sort order must be a whole number'),
    image: Yup.mixed<File>()
      .nullable()
      .test('image-type', IMAGE_TYPE_TEXT, (file) => !file || isAcceptedImage(file)),
  });
}

export interface CatalogueFormProps {
  noun: Noun;
  /** 'schema': Yup with the texts of §5; 'native': the browser's required attributes only (first add-subcategory version). */
  validation: 'schema' | 'native';
  /** Shows the parent-category select (subcategories). */
  parents?: { options: IdName[]; loading: boolean };
  initialValues?: Partial<CatalogueValues>;
  /** Image already stored (edit pages), shown in the preview until another is chosen. */
  currentImageUrl?: string | null;
  submitLabel: string;
  submittingLabel: string;
  /** Resolves true when the record was saved: the form then goes back to its defaults. */
  onSubmit: (values: CatalogueValues) => Promise<boolean>;
  /** When set, saving is not possible and this says why (edit pages: no update call in §7). */
  saveBlockedReason?: string;
  cancelTo: string;
  tips: ReactNode[];
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
}: CatalogueFormProps) {
  const id = noun.toLowerCase();
  const lower = noun.toLowerCase();
  // Read once: pages mount the form when its starting values are known.
  const [initial] = useState<CatalogueValues>(() => ({ ...CATALOGUE_DEFAULTS, ...initialValues }));
  const [fileInputKey, setFileInputKey] = useState(0);
  const [previews, choosePreviews] = useFilePreviews();

  const formik = useFormik<CatalogueValues>({
    initialValues: initial,
    validationSchema: validation === 'schema' ? schemaFor(noun, Boolean(parents)) : undefined,
    onSubmit: async (values, helpers) => {
      const saved = await onSubmit(values);
      if (saved) {
        helpers.resetForm({ values: { ...initial, category_id: values.category_id } });
        slugFollows.resetSlug();
        setFileInputKey((k) => k + 1);
        choosePreviews([]);
      }
    },
  });
  const { values, errors, touched, isSubmitting, setFieldValue, handleBlur } = formik;
  const imageUrl = previews[0] ?? currentImageUrl ?? null;
  const parentName = parents?.options.find((p) => String(p.id) === values.category_id)?.name;

  const field = fieldErrors(id, touched, errors);
  const slugFollows = useSlugFollowsName(setFieldValue, Boolean(initialValues?.slug));

  return (
    <div className="row g-4">
      <div className="col-12 col-lg-8">
        <form onSubmit={formik.handleSubmit} noValidate={validation === 'schema'} aria-label={`${noun} details`}>
          <FormSection id={`${id}-basic`} title="Basic Information">
            {parents && (
              <div className="mb-3">
                <label htmlFor={`${id}-category_id`} className="form-label">
                  Parent category
                  <RequiredMark />
                </label>
                <select
                  id={`${id}-category_id`}
                  name="category_id"
                  className={field.className('form-select', 'category_id')}
                  required
                  value={values.category_id}
                  onChange={formik.handleChange}
                  onBlur={handleBlur}
                  disabled={parents.loading}
                  {...field.aria('category_id')}
                >
                  <option value="">{parents.loading ? 'Loading categories...' : 'Select a category'}</option>
                  {parents.options.map((option) => (
                    <option key={option.id} value={String(option.id)}>
                      {option.name}
                    </option>
                  ))}
                </select>
                {field.feedback('category_id')}
              </div>
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
                name={values.name}
                slug={values.slug}
                onNameChange={slugFollows.onNameChange}
                onSlugChange={slugFollows.onSlugChange}
                onBlur={handleBlur}
                field={field}
              />
              <div className="col-12">
                <label htmlFor={`${id}-description`} className="form-label">
                  Description
                </label>
                <textarea
                  id={`${id}-description`}
                  name="description"
                  maxLength={INPUT_LIMITS.description}
                  className="form-control"
                  rows={3}
                  value={values.description}
                  onChange={formik.handleChange}
                />
              </div>
              <div className="col-12 col-md-6">
                <label htmlFor={`${id}-icon`} className="form-label">
                  Icon
                </label>
                <input
                  id={`${id}-icon`}
                  name="icon"
                  maxLength={INPUT_LIMITS.icon}
                  className="form-control"
                  placeholder="e.g. tools, broom, bolt"
                  value={values.icon}
                  onChange={formik.handleChange}
                  aria-describedby={`${id}-icon-hint`}
                />
                <div id={`${id}-icon-hint`} className="form-text">
                  An icon name or class.
                </div>
              </div>
              <div className="col-12 col-md-6">
                <label htmlFor={`${id}-image`} className="form-label">
                  Image
                </label>
                <input
                  key={fileInputKey}
                  id={`${id}-image`}
                  name="image"
                  type="file"
                  className={field.className('form-control', 'image')}
                  accept={ACCEPT_IMAGES}
                  onChange={(e) => {
                    const file = e.currentTarget.files?.[0] ?? null;
                    choosePreviews(file ? [file] : []);
                    void setFieldValue('image', file);
                    void formik.setFieldTouched('image', true, false);
                  }}
                  {...field.aria('image', `${id}-image-hint`)}
                />
                <div id={`${id}-image-hint`} className="form-text">
                  JPEG, PNG, GIF or WebP.
                </div>
                {field.feedback('image')}
              </div>
            </div>
          </FormSection>

          <SettingsSeoSection
            prefix={id}
            values={values}
            onChange={formik.handleChange}
            onBlur={handleBlur}
            field={field}
            featuredLabel={`Featured ${lower}`}
            featuredSwitch
          />

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
      </div>

      <aside className="col-12 col-lg-4" aria-label={`${noun} preview and tips`}>
        <div className="admin-sticky d-flex flex-column gap-4">
          <section className="card border-0 shadow-sm overflow-hidden" aria-labelledby={`${id}-preview`}>
            <PreviewImage src={imageUrl} letter={(values.name.trim() || noun).charAt(0).toUpperCase()} />
            <div className="card-body">
              <h2 id={`${id}-preview`} className="h6 text-uppercase text-body-secondary small mb-2">
                Live Preview
              </h2>
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
            </div>
          </section>
          <TipsCard id={`${id}-tips`} tips={tips} />
        </div>
      </aside>
    </div>
  );
}
