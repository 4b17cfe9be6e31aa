import { FieldArray, FormikProvider, useFormik } from 'formik';
import { useEffect, useRef, useState, type ChangeEventHandler } from 'react';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import * as Yup from 'yup';
import { addService } from '../../../api/admin';
import { bodyMessage, isApiError } from '../../../api/http';
import type { ActiveStatus, ServiceFaq, ServiceForm } from '../../../api/types';
import { ALERT_DISMISS_MS, AutoDismissAlert, type Notice } from '../../../components/AutoDismissAlert';
import { SERVICE_TIPS } from '../../../content/adminTips';
import { formatRupees } from '../../../lib/money';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { fieldErrors } from '../../../components/form/fieldErrors';
import { PreviewImage, TipsCard } from '../shared/FormAside';
import { FormSection } from '../shared/FormSection';
import { TEXT } from '../shared/messages';
import { NameSlugFields, useSlugFollowsName } from '../shared/NameSlugFields';
import { RequiredMark } from '../shared/RequiredMark';
import { SettingsSeoSection } from '../shared/SettingsSeoSection';
import { SubmitButton } from '../shared/SubmitButton';
import { FeaturedBadge, StatusBadge } from '../shared/ui';
import { useFilePreviews } from '../shared/useFilePreviews';
import '../shared/admin.css';
import { ACCEPT_IMAGES, isAcceptedImage } from '../../../lib/fileTypes';
import { useDeferred } from '../../../app/deferred';
import { subcategoryOptions, type loader, type SubcategoryOptions } from './AddServicePage.data';
import { INPUT_LIMITS } from '../../../lib/inputLimits';

export interface ServiceValues {
  category_id: string;
  subcategory_id: string;
  name: string;
  slug: string;
  description: string;
  short_description: string;
  image: File | null;
  gallery: File[];
  base_price: number | '';
  duration_minutes: number | '';
  includes: string[];
  excludes: string[];
  faqs: ServiceFaq[];
  sort_order: number | '';
  is_featured: boolean;
  meta_title: string;
  meta_description: string;
  status: ActiveStatus;
}

/** SPEC §3 / §9 defaults of the admin service form. */
export const SERVICE_DEFAULTS: ServiceValues = {
  category_id: '',
  subcategory_id: '',
  name: '',
  slug: '',
  description: '',
  short_description: '',
  image: null,
  gallery: [],
  base_price: '',
  duration_minutes: 60,
  includes: [''],
  excludes: [''],
  faqs: [{ question: '', answer: '' }],
  sort_order: 0,
  is_featured: false,
  meta_title: '',
  meta_description: '',
  status: 'active',
};

export const SHORT_DESCRIPTION_MAX = 500;
const isImageFile = (file: File) => isAcceptedImage(file);
const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

/** Client rules of SPEC §5 (the spec gives no texts for them; ours are in docs/decisions.md). */
export const serviceSchema = Yup.object({
  category_id: Yup.string().required('Please select a category'),
  subcategory_id: Yup.string().required('Please select a subcategory'),
  name: Yup.string().trim().required('Service name is required'),
  slug: Yup.string().trim().required('Service slug is required'),
  short_description: Yup.string().max(
    SHORT_DESCRIPTION_MAX,
    `Short description must be ${SHORT_DESCRIPTION_MAX} characters or fewer`,
  ),
  base_price: Yup.number()
    .transform(emptyToUndefined)
    .typeError('Base price must be a number')
    .required('Base price is required')
    .min(0, 'Base price must be 0 or more')
    .test(
      'paise',
      'Base price can have at most 2 decimal places',
      (v) => v === undefined || Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
    ),
  duration_minutes: Yup.number()
    .transform(emptyToUndefined)
    .typeError('Duration must be a number')
    .required('Duration is required')
    .min(15, 'Duration must be at least 15 minutes')
    .test('step', 'Duration must be in steps of 15 minutes', (v) => v === undefined || v % 15 === 0),
  sort_order: Yup.number()
    .transform(emptyToUndefined)
    .typeError('Sort order must be a number')
    .min(0, 'Sort order must be 0 or more')
    .integer('Sort order must be a whole number'),
  image: Yup.mixed<File>()
    .nullable()
    .test('image', 'Please choose an image file', (file) => !file || isImageFile(file)),
  gallery: Yup.array()
    .of(Yup.mixed<File>().required())
    .test('images', 'Gallery files must be images', (files) => !files || files.every(isImageFile)),
});

/** SPEC §5: blank includes/excludes (trimmed) and FAQs without a question or an answer are dropped on submit. */
export function toServiceForm(values: ServiceValues): ServiceForm {
  const lines = (list: string[]) => list.map((line) => line.trim()).filter(Boolean);
  return {
    ...values,
    name: values.name.trim(),
    slug: values.slug.trim(),
    base_price: values.base_price,
    duration_minutes: values.duration_minutes,
    sort_order: values.sort_order === '' ? 0 : values.sort_order,
    includes: lines(values.includes),
    excludes: lines(values.excludes),
    faqs: values.faqs
      .map((faq) => ({ question: faq.question.trim(), answer: faq.answer.trim() }))
      .filter((faq) => faq.question && faq.answer),
  };
}

/**
 * Subcategory options of the chosen category: the loader's read for a category the link chose, then a new read
 * on each change of the choice. Each answer names its category, so only the current choice's options show.
 */
function useSubcategoryOptions(categoryId: string, read: Promise<SubcategoryOptions> | null) {
  const loaded = useDeferred(read);
  if (!categoryId) return { options: [], loading: false };
  return loaded?.categoryId === categoryId
    ? { options: loaded.options, loading: false }
    : { options: [], loading: true };
}

/** /admin/services/add (SPEC §2.12, §3, §4, §5, §7, §8). */
export default function AddServicePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const data = useLoaderData<typeof loader>();
  const categories = useDeferred(data.categories) ?? [];
  const [subcategoriesRead, setSubcategoriesRead] = useState(data.subcategories);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [imagePreview, chooseImagePreview] = useFilePreviews();
  const [galleryPreviews, chooseGalleryPreviews] = useFilePreviews();
  const alertRef = useRef<HTMLDivElement>(null);
  // Links such as /admin/services/add?category=3&subcategory=12 start with those chosen.
  const [initial] = useState<ServiceValues>(() => ({
    ...SERVICE_DEFAULTS,
    category_id: params.get('category') ?? '',
    subcategory_id: params.get('category') ? (params.get('subcategory') ?? '') : '',
  }));

  useEffect(() => {
    if (notice) alertRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [notice]);

  const formik = useFormik<ServiceValues>({
    initialValues: initial,
    validationSchema: serviceSchema,
    onSubmit: async (values, helpers) => {
      setNotice(null);
      try {
        const response = await addService(toServiceForm(values));
        if (response.status === 'success') {
          setNotice({ variant: 'success', text: TEXT.addServiceSuccess });
          helpers.resetForm({ values: SERVICE_DEFAULTS });
          slugFollows.resetSlug();
          setFileKey((k) => k + 1);
          chooseImagePreview([]);
          chooseGalleryPreviews([]);
        } else {
          setNotice({ variant: 'danger', text: response.message || TEXT.addServiceFailed });
        }
      } catch (error) {
        // SPEC §8: network or parse failure; a non-OK answer shows its own message when it sent one.
        const text =
          isApiError(error) && error.kind === 'http' ? (bodyMessage(error) ?? TEXT.addServiceFailed) : TEXT.altNetwork;
        setNotice({ variant: 'danger', text });
      }
    },
  });
  const { values, errors, touched, setFieldValue, handleChange, handleBlur, isSubmitting } = formik;
  const subcategories = useSubcategoryOptions(values.category_id, subcategoriesRead);
  const categoryName = categories.find((c) => String(c.id) === values.category_id)?.name;
  const subcategoryName = subcategories.options.find((s) => String(s.id) === values.subcategory_id)?.name;

  const field = fieldErrors('service', touched, errors);
  const slugFollows = useSlugFollowsName(setFieldValue);

  const price = Number(values.base_price);
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
      <div ref={alertRef}>
        <AutoDismissAlert
          notice={notice}
          onClose={() => setNotice(null)}
          dismissAfterMs={notice?.variant === 'success' ? ALERT_DISMISS_MS : null}
        />
      </div>

      <FormikProvider value={formik}>
        <div className="row g-4">
          <div className="col-12 col-lg-8">
            <form onSubmit={formik.handleSubmit} noValidate aria-label="Service details">
              <FormSection id="service-basic" title="Basic Information">
                <div className="row g-3">
                  <div className="col-12 col-md-6">
                    <label htmlFor="service-category_id" className="form-label">
                      Category
                      <RequiredMark />
                    </label>
                    <select
                      id="service-category_id"
                      name="category_id"
                      className={field.className('form-select', 'category_id')}
                      required
                      value={values.category_id}
                      onChange={(e) => {
                        void setFieldValue('category_id', e.target.value);
                        setSubcategoriesRead(e.target.value ? subcategoryOptions(e.target.value) : null);
                        void setFieldValue('subcategory_id', '');
                      }}
                      onBlur={handleBlur}
                      {...field.aria('category_id')}
                    >
                      <option value="">Select a category</option>
                      {categories.map((c) => (
                        <option key={c.id} value={String(c.id)}>
                          {c.name}
                        </option>
                      ))}
                    </select>
                    {field.feedback('category_id')}
                  </div>
                  <div className="col-12 col-md-6">
                    <label htmlFor="service-subcategory_id" className="form-label">
                      Subcategory
                      <RequiredMark />
                    </label>
                    <select
                      id="service-subcategory_id"
                      name="subcategory_id"
                      className={field.className('form-select', 'subcategory_id')}
                      required
                      value={values.subcategory_id}
                      onChange={handleChange}
                      onBlur={handleBlur}
                      disabled={!values.category_id || subcategories.loading}
                      {...field.aria('subcategory_id')}
                    >
                      <option value="">
                        {!values.category_id
                          ? 'Select a category first'
                          : subcategories.loading
                            ? 'Loading subcategories...'
                            : 'Select a subcategory'}
                      </option>
                      {subcategories.options.map((s) => (
                        <option key={s.id} value={String(s.id)}>
                          {s.name}
                        </option>
                      ))}
                    </select>
                    {field.feedback('subcategory_id')}
                  </div>
                  <NameSlugFields
                    prefix="service"
                    nameLabel="Service name"
                    slugHint="Made from the name; you can edit it."
                    name={values.name}
                    slug={values.slug}
                    onNameChange={slugFollows.onNameChange}
                    onSlugChange={slugFollows.onSlugChange}
                    onBlur={handleBlur}
                    field={field}
                  />
                  <div className="col-12">
                    <label htmlFor="service-short_description" className="form-label">
                      Short description
                    </label>
                    <textarea
                      id="service-short_description"
                      name="short_description"
                      className={field.className('form-control', 'short_description')}
                      rows={2}
                      maxLength={SHORT_DESCRIPTION_MAX}
                      value={values.short_description}
                      onChange={handleChange}
                      onBlur={handleBlur}
                      {...field.aria('short_description', 'service-short-count')}
                    />
                    <div id="service-short-count" className="form-text">
                      {values.short_description.length}/{SHORT_DESCRIPTION_MAX} characters
                    </div>
                    {field.feedback('short_description')}
                  </div>
                  <div className="col-12">
                    <label htmlFor="service-description" className="form-label">
                      Full description
                    </label>
                    <textarea
                      id="service-description"
                      name="description"
                      maxLength={INPUT_LIMITS.description}
                      className="form-control"
                      rows={5}
                      value={values.description}
                      onChange={handleChange}
                    />
                  </div>
                </div>
              </FormSection>

              <FormSection id="service-pricing" title="Pricing & Duration">
                <div className="row g-3">
                  <div className="col-12 col-md-6">
                    <label htmlFor="service-base_price" className="form-label">
                      Base price (₹)
                      <RequiredMark />
                    </label>
                    <input
                      id="service-base_price"
                      name="base_price"
                      type="number"
                      min={0}
                      step={0.01}
                      inputMode="decimal"
                      className={field.className('form-control', 'base_price')}
                      required
                      value={values.base_price}
                      onChange={handleChange}
                      onBlur={handleBlur}
                      {...field.aria('base_price')}
                    />
                    {field.feedback('base_price')}
                  </div>
                  <div className="col-12 col-md-6">
                    <label htmlFor="service-duration_minutes" className="form-label">
                      Duration (minutes)
                    </label>
                    <input
                      id="service-duration_minutes"
                      name="duration_minutes"
                      type="number"
                      min={15}
                      step={15}
                      className={field.className('form-control', 'duration_minutes')}
                      value={values.duration_minutes}
                      onChange={handleChange}
                      onBlur={handleBlur}
                      {...field.aria('duration_minutes', 'service-duration-hint')}
                    />
                    <div id="service-duration-hint" className="form-text">
                      At least 15 minutes, in steps of 15.
                    </div>
                    {field.feedback('duration_minutes')}
                  </div>
                </div>
              </FormSection>

              <FormSection id="service-images" title="Images">
                <div className="row g-3">
                  <div className="col-12 col-md-6">
                    <label htmlFor="service-image" className="form-label">
                      Main image
                    </label>
                    <input
                      key={`image-${fileKey}`}
                      id="service-image"
                      name="image"
                      type="file"
                      accept={ACCEPT_IMAGES}
                      className={field.className('form-control', 'image')}
                      onChange={(e) => {
                        const file = e.currentTarget.files?.[0] ?? null;
                        chooseImagePreview(file ? [file] : []);
                        void setFieldValue('image', file);
                        void formik.setFieldTouched('image', true, false);
                      }}
                      {...field.aria('image', 'service-image-hint')}
                    />
                    <div id="service-image-hint" className="form-text">
                      Recommended size: 800x600 px.
                    </div>
                    {field.feedback('image')}
                  </div>
                  <div className="col-12 col-md-6">
                    <label htmlFor="service-gallery" className="form-label">
                      Gallery images
                    </label>
                    <input
                      key={`gallery-${fileKey}`}
                      id="service-gallery"
                      name="gallery"
                      type="file"
                      accept={ACCEPT_IMAGES}
                      multiple
                      className={field.className('form-control', 'gallery')}
                      onChange={(e) => {
                        const files = Array.from(e.currentTarget.files ?? []);
                        chooseGalleryPreviews(files);
                        void setFieldValue('gallery', files);
                        void formik.setFieldTouched('gallery', true, false);
                      }}
                      {...field.aria('gallery', 'service-gallery-hint')}
                    />
                    <div id="service-gallery-hint" className="form-text">
                      You can choose several images.
                    </div>
                    {field.feedback('gallery')}
                  </div>
                  {galleryPreviews.length > 0 && (
                    <ul className="col-12 list-unstyled d-flex flex-wrap gap-2 mb-0" aria-label="Chosen gallery images">
                      {galleryPreviews.map((url, index) => (
                        <li key={url}>
                          <img
                            src={url}
                            alt={`Gallery image ${index + 1}`}
                            width={96}
                            height={72}
                            className="rounded object-fit-cover"
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </FormSection>

              <FormSection id="service-details" title="Service Details">
                <TextList
                  name="includes"
                  title="What's Included"
                  itemLabel="Included item"
                  values={values.includes}
                  onChange={handleChange}
                />
                <TextList
                  name="excludes"
                  title="What's Not Included"
                  itemLabel="Excluded item"
                  values={values.excludes}
                  onChange={handleChange}
                />
                <FieldArray name="faqs">
                  {({ push, remove }) => (
                    <fieldset>
                      <legend className="h6">FAQs</legend>
                      {values.faqs.map((faq, index) => (
                        <div key={index} className="border rounded p-3 mb-2">
                          <div className="d-flex justify-content-between align-items-center mb-2">
                            <span className="small fw-semibold">FAQ {index + 1}</span>
                            {values.faqs.length > 1 && (
                              <button
                                type="button"
                                className="btn btn-sm btn-outline-danger"
                                aria-label={`Remove FAQ ${index + 1}`}
                                onClick={() => remove(index)}
                              >
                                Remove
                              </button>
                            )}
                          </div>
                          <label htmlFor={`service-faq-${index}-question`} className="form-label small">
                            Question {index + 1}
                          </label>
                          <input
                            id={`service-faq-${index}-question`}
                            name={`faqs.${index}.question`}
                            maxLength={INPUT_LIMITS.listItem}
                            className="form-control mb-2"
                            value={faq.question}
                            onChange={handleChange}
                          />
                          <label htmlFor={`service-faq-${index}-answer`} className="form-label small">
                            Answer {index + 1}
                          </label>
                          <textarea
                            id={`service-faq-${index}-answer`}
                            name={`faqs.${index}.answer`}
                            maxLength={INPUT_LIMITS.faqAnswer}
                            className="form-control"
                            rows={2}
                            value={faq.answer}
                            onChange={handleChange}
                          />
                        </div>
                      ))}
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        onClick={() => push({ question: '', answer: '' })}
                      >
                        Add FAQ
                      </button>
                    </fieldset>
                  )}
                </FieldArray>
              </FormSection>

              <SettingsSeoSection
                prefix="service"
                values={values}
                onChange={handleChange}
                onBlur={handleBlur}
                field={field}
                featuredLabel="Featured service"
                featuredSwitch={false}
              />

              <div className="d-flex flex-wrap gap-2 justify-content-end">
                <button type="button" className="btn btn-outline-secondary" onClick={() => navigate(-1)}>
                  Cancel
                </button>
                <SubmitButton busy={isSubmitting} label="Add Service" busyLabel="Adding Service..." />
              </div>
            </form>
          </div>

          <aside className="col-12 col-lg-4" aria-label="Service preview and tips">
            <div className="admin-sticky d-flex flex-column gap-4">
              <section className="card border-0 shadow-sm overflow-hidden" aria-labelledby="service-preview">
                <PreviewImage src={imagePreview[0]} letter={(values.name.trim() || 'S').charAt(0).toUpperCase()} />
                <div className="card-body">
                  <h2 id="service-preview" className="h6 text-uppercase text-body-secondary small mb-2">
                    Preview
                  </h2>
                  <p className="h5 mb-1" data-testid="service-preview-name">
                    {values.name.trim() || 'Service name'}
                  </p>
                  <p className="small text-body-secondary mb-2" data-testid="service-preview-path">
                    {categoryName ?? 'Category'} &gt; {subcategoryName ?? 'Subcategory'}
                  </p>
                  <p className="small mb-2">{values.short_description || 'The short description shows here.'}</p>
                  <p className="d-flex justify-content-between mb-2">
                    <span className="fw-bold text-brand" data-testid="service-preview-price">
                      {formatRupees(Number.isFinite(price) ? price : 0)}
                    </span>
                    <span className="small text-body-secondary" data-testid="service-preview-duration">
                      {values.duration_minutes || 0} minutes
                    </span>
                  </p>
                  <div className="d-flex gap-2">
                    <FeaturedBadge featured={values.is_featured} />
                    <StatusBadge status={values.status} />
                  </div>
                </div>
              </section>
              <TipsCard
                id="service-tips"
                tips={SERVICE_TIPS.map((tip) => (
                  <>
                    <strong>{tip.title}:</strong> {tip.text}
                  </>
                ))}
              />
            </div>
          </aside>
        </div>
      </FormikProvider>
    </div>
  );
}

interface TextListProps {
  name: 'includes' | 'excludes';
  title: string;
  itemLabel: string;
  values: string[];
  onChange: ChangeEventHandler<HTMLInputElement>;
}

/** A list of one-line entries: add one; remove one only while more than one exists (SPEC §4). */
function TextList({ name, title, itemLabel, values, onChange }: TextListProps) {
  return (
    <FieldArray name={name}>
      {({ push, remove }) => (
        <fieldset className="mb-4">
          <legend className="h6">{title}</legend>
          {values.map((value, index) => (
            <div key={index} className="mb-2">
              <label htmlFor={`service-${name}-${index}`} className="form-label small mb-1">
                {itemLabel} {index + 1}
              </label>
              <div className="d-flex gap-2">
                <input
                  id={`service-${name}-${index}`}
                  name={`${name}.${index}`}
                  maxLength={INPUT_LIMITS.listItem}
                  className="form-control"
                  value={value}
                  onChange={onChange}
                />
                {values.length > 1 && (
                  <button
                    type="button"
                    className="btn btn-outline-danger"
                    aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </button>
                )}
              </div>
            </div>
          ))}
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => push('')}>
            Add {itemLabel.toLowerCase()}
          </button>
        </fieldset>
      )}
    </FieldArray>
  );
}
