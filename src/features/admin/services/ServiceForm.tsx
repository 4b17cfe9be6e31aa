import { useFormik } from 'formik';
import { Suspense, type ReactNode } from 'react';
import { Await, useFetcher, useNavigate } from 'react-router-dom';
import type { IdName } from '../../../api/types';
import { SERVICE_TIPS } from '../../../content/adminTips';
import { AdminForm, PreviewCard } from '../shared/AdminForm';
import { FeaturedBadge, StatusBadge } from '../shared/badges';
import { formatRupees } from '../../../lib/money';
import { CardSection } from '../../../components/CardSection';
import { FileField, SelectField, TextField } from '../../../components/form';
import { NameSlugFields } from '../shared/NameSlugFields';
import { Thumbnail } from '../shared/RecordImage';
import { SettingsSeoSection } from '../shared/SettingsSeoSection';
import { useFilePreviews } from '../shared/useFilePreviews';
import { serviceSchema } from './serviceSchema';
import { SHORT_DESCRIPTION_MAX, type ServiceValues } from './serviceValues';
import type { SubcategoryOptions } from './AddServicePage.data';
import { ServiceLists } from './ServiceLists';

const nameOf = (list: IdName[], id: string) => list.find((item) => String(item.id) === id)?.name;

const asOptions = (list: IdName[]) =>
  list.map((item) => (
    <option key={item.id} value={String(item.id)}>
      {item.name}
    </option>
  ));

interface ServiceFormProps {
  initialValues: ServiceValues;
  categories: Promise<IdName[]> | IdName[];
  /** The subcategory options of the category a link chose, if any. */
  firstSubcategories: SubcategoryOptions | null;
  /** Sends the values; the button shows 'Adding Service...' until the returned promise settles. */
  onSubmit: (values: ServiceValues) => Promise<unknown>;
  focusName?: boolean;
}

export function ServiceForm({ initialValues, categories, firstSubcategories, onSubmit, focusName }: ServiceFormProps) {
  const navigate = useNavigate();
  // The link's category's options come with the page; another choice's from the options route (a fetcher). Each
  // answer names its category, so an older one never shows for a newer choice.
  const subcategoryRead = useFetcher<SubcategoryOptions>();
  const read = subcategoryRead.data ?? firstSubcategories;
  const [imagePreview, chooseImagePreview] = useFilePreviews();
  const [galleryPreviews, chooseGalleryPreviews] = useFilePreviews();
  const formik = useFormik<ServiceValues>({
    initialValues,
    validationSchema: serviceSchema,
    onSubmit: (values) => onSubmit(values),
  });
  const { values } = formik;
  const subcategories = read?.categoryId === values.category_id ? read.options : [];
  const loadingSubcategories = read?.categoryId !== values.category_id;
  const price = Number(values.base_price);
  const withCategories = (fallback: ReactNode, render: (list: IdName[]) => ReactNode) => (
    <Suspense fallback={fallback}>
      <Await resolve={categories} errorElement={fallback}>
        {render}
      </Await>
    </Suspense>
  );

  return (
    <AdminForm
      formik={formik}
      noun="Service"
      noValidate
      cancel={
        <button type="button" className="btn btn-outline-secondary" onClick={() => navigate(-1)}>
          Cancel
        </button>
      }
      submitLabel="Add Service"
      busyLabel="Adding Service..."
      preview={
        <PreviewCard
          noun="Service"
          title="Preview"
          image={imagePreview[0]}
          name={values.name}
          nameTestId="service-preview-name"
        >
          <p className="small text-body-secondary mb-2" data-testid="service-preview-path">
            {/* Only the name waits for the options: the preview stays the element it is. */}
            {withCategories('Category', (list) => nameOf(list, values.category_id) ?? 'Category')} &gt;{' '}
            {nameOf(subcategories, values.subcategory_id) ?? 'Subcategory'}
          </p>
          <p className="small mb-2">{values.short_description || 'The short description shows here.'}</p>
          <p className="d-flex justify-content-between mb-2">
            <span className="fw-bold text-brand" data-testid="service-preview-price">
              {formatRupees(Number.isFinite(price) ? price : 0)}
            </span>
            <span className="small text-body-secondary" data-testid="service-preview-duration">
              {/* In minutes, as its field is. */}
              {values.duration_minutes || 0} minutes
            </span>
          </p>
          <div className="d-flex gap-2">
            <FeaturedBadge featured={values.is_featured} />
            <StatusBadge status={values.status} />
          </div>
        </PreviewCard>
      }
      tips={SERVICE_TIPS.map((tip) => (
        <>
          <strong>{tip.title}:</strong> {tip.text}
        </>
      ))}
    >
      <CardSection id="service-basic" title="Basic Information" className="mb-4">
        <div className="row g-3">
          {/* The selects stay while their options load: a field keeps its focus and the element a test or a user holds. */}
          <SelectField
            id="service-category_id"
            name="category_id"
            label="Category"
            required
            placeholder="Select a category"
            className="col-12 col-md-6"
            onValueChange={(id) => {
              if (id) void subcategoryRead.load(`/admin/services/add/subcategories/${id}`);
              void formik.setFieldValue('subcategory_id', '');
            }}
          >
            {withCategories(null, asOptions)}
          </SelectField>
          <SelectField
            id="service-subcategory_id"
            name="subcategory_id"
            label="Subcategory"
            required
            placeholder={
              !values.category_id
                ? 'Select a category first'
                : loadingSubcategories
                  ? 'Loading subcategories...'
                  : 'Select a subcategory'
            }
            disabled={!values.category_id || loadingSubcategories}
            className="col-12 col-md-6"
          >
            {asOptions(subcategories)}
          </SelectField>
          <NameSlugFields noun="Service" slugHint="Made from the name; you can edit it." focusName={focusName} />
          <TextField
            id="service-short_description"
            name="short_description"
            label="Short description"
            rows={2}
            maxLength={SHORT_DESCRIPTION_MAX}
            hint={`${values.short_description.length}/${SHORT_DESCRIPTION_MAX} characters`}
            className="col-12"
          />
          <TextField
            id="service-description"
            name="description"
            label="Full description"
            rows={5}
            limit="description"
            className="col-12"
          />
        </div>
      </CardSection>

      <CardSection id="service-pricing" title="Pricing & Duration" className="mb-4">
        <div className="row g-3">
          <TextField
            id="service-base_price"
            name="base_price"
            label="Base price (₹)"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            required
            className="col-12 col-md-6"
          />
          <TextField
            id="service-duration_minutes"
            name="duration_minutes"
            label="Duration (minutes)"
            type="number"
            min={15}
            step={15}
            hint="At least 15 minutes, in steps of 15."
            className="col-12 col-md-6"
          />
        </div>
      </CardSection>

      <CardSection id="service-images" title="Images" className="mb-4">
        <div className="row g-3">
          <FileField
            id="service-image"
            name="image"
            label="Main image"
            hint="JPEG, PNG, GIF or WebP, max 5 MB. Recommended size: 800x600 px."
            onChoose={chooseImagePreview}
            upload="adminImage"
            className="col-12 col-md-6"
          />
          <FileField
            id="service-gallery"
            name="gallery"
            label="Gallery images"
            hint="You can choose several: JPEG, PNG, GIF or WebP, max 5 MB each."
            multiple
            onChoose={chooseGalleryPreviews}
            upload="adminImage"
            className="col-12 col-md-6"
          />
          {galleryPreviews.length > 0 && (
            <ul className="col-12 list-unstyled d-flex flex-wrap gap-2 mb-0" aria-label="Chosen gallery images">
              {galleryPreviews.map((url, index) => (
                <li key={url}>
                  <Thumbnail src={url} alt={`Gallery ${index + 1}`} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardSection>

      <CardSection id="service-details" title="Service Details" className="mb-4">
        <ServiceLists />
      </CardSection>

      <SettingsSeoSection prefix="service" featuredSwitch={false} />
    </AdminForm>
  );
}
