import { FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { IdName } from '../../../api/types';
import { SERVICE_TIPS } from '../../../content/adminTips';
import { INPUT_LIMITS } from '../../../lib/inputLimits';
import { fieldErrors } from '../../../components/form/fieldErrors';
import { FormWithAside, TipsCard } from '../shared/FormAside';
import { FormSection } from '../shared/FormSection';
import { FileField } from '../../../components/form';
import { ACCEPT_IMAGES } from '../../../lib/fileTypes';
import { NameSlugFields } from '../shared/NameSlugFields';
import { RequiredMark } from '../shared/RequiredMark';
import { SettingsSeoSection } from '../shared/SettingsSeoSection';
import { SubmitButton } from '../shared/SubmitButton';
import { useFilePreviews } from '../shared/useFilePreviews';
import { FaqList } from './FaqList';
import { serviceSchema } from './serviceSchema';
import { ServiceParentSelects } from './ServiceParentSelects';
import { ServicePreview } from './ServicePreview';
import { SHORT_DESCRIPTION_MAX, type ServiceValues } from './serviceValues';
import { subcategoryOptions, type SubcategoryOptions } from './subcategoryOptions';
import { TextList } from './TextList';
import { useSubcategoryOptions } from './useSubcategoryOptions';

interface ServiceFormProps {
  initialValues: ServiceValues;
  categories: IdName[];
  /** The route loader's read of the subcategories of a category the link chose, if any. */
  firstSubcategories: Promise<SubcategoryOptions> | null;
  /** Sends the values; the button shows 'Adding Service...' until the returned promise settles. */
  onSubmit: (values: ServiceValues) => Promise<unknown>;
  /** The cursor starts in the service name (the new form after a save). */
  focusName?: boolean;
}

/**
 * The add-service form (SPEC §2.12, §3, §4, §5): the five cards, Cancel and Add Service, and beside them the live
 * preview and the tips. The page mounts a new one after a save.
 */
export function ServiceForm({ initialValues, categories, firstSubcategories, onSubmit, focusName }: ServiceFormProps) {
  const navigate = useNavigate();
  const [subcategoriesRead, setSubcategoriesRead] = useState(firstSubcategories);
  const [imagePreview, chooseImagePreview] = useFilePreviews();
  const [galleryPreviews, chooseGalleryPreviews] = useFilePreviews();
  const formik = useFormik<ServiceValues>({
    initialValues,
    validationSchema: serviceSchema,
    onSubmit: (values) => onSubmit(values),
  });
  const { values, errors, touched, handleChange, handleBlur, isSubmitting } = formik;
  const subcategories = useSubcategoryOptions(values.category_id, subcategoriesRead);
  const field = fieldErrors('service', touched, errors);

  const form = (
    <FormikProvider value={formik}>
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Service details">
        <FormSection id="service-basic" title="Basic Information">
          <div className="row g-3">
            <ServiceParentSelects
              categories={categories}
              subcategories={subcategories}
              onCategoryChange={(id) => setSubcategoriesRead(id ? subcategoryOptions(id) : null)}
            />
            <NameSlugFields
              prefix="service"
              nameLabel="Service name"
              slugHint="Made from the name; you can edit it."
              focusName={focusName}
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
            <FileField
              id="service-image"
              name="image"
              label="Main image"
              hint="Recommended size: 800x600 px."
              onChoose={chooseImagePreview}
              accept={ACCEPT_IMAGES}
              className="col-12 col-md-6"
            />
            <FileField
              id="service-gallery"
              name="gallery"
              label="Gallery images"
              hint="You can choose several images."
              multiple
              onChoose={chooseGalleryPreviews}
              accept={ACCEPT_IMAGES}
              className="col-12 col-md-6"
            />
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
          <FaqList faqs={values.faqs} onChange={handleChange} />
        </FormSection>

        <SettingsSeoSection prefix="service" featuredLabel="Featured service" featuredSwitch={false} />

        <div className="d-flex flex-wrap gap-2 justify-content-end">
          <button type="button" className="btn btn-outline-secondary" onClick={() => navigate(-1)}>
            Cancel
          </button>
          <SubmitButton busy={isSubmitting} label="Add Service" busyLabel="Adding Service..." />
        </div>
      </form>
    </FormikProvider>
  );

  return (
    <FormWithAside
      form={form}
      asideLabel="Service preview and tips"
      aside={
        <>
          <ServicePreview
            values={values}
            image={imagePreview[0]}
            categoryName={categories.find((c) => String(c.id) === values.category_id)?.name}
            subcategoryName={subcategories.options.find((s) => String(s.id) === values.subcategory_id)?.name}
          />
          <TipsCard
            id="service-tips"
            tips={SERVICE_TIPS.map((tip) => (
              <>
                <strong>{tip.title}:</strong> {tip.text}
              </>
            ))}
          />
        </>
      }
    />
  );
}
