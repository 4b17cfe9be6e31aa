import { useFormikContext } from 'formik';
import type { IdName } from '../../../api/types';
import type { fieldErrors } from '../../../components/form/fieldErrors';
import { RequiredMark } from '../shared/RequiredMark';
import type { ServiceValues } from './serviceValues';

interface ServiceParentSelectsProps {
  categories: IdName[];
  subcategories: { options: IdName[]; loading: boolean };
  /** A new category was chosen: its subcategories are to be read. */
  onCategoryChange: (categoryId: string) => void;
  field: ReturnType<typeof fieldErrors<ServiceValues>>;
}

/**
 * Category and subcategory of a service (SPEC §4): the subcategory select is disabled until a category is
 * chosen and while its subcategories load; choosing another category clears the subcategory.
 */
export function ServiceParentSelects({
  categories,
  subcategories,
  onCategoryChange,
  field,
}: ServiceParentSelectsProps) {
  const { values, setFieldValue, handleChange, handleBlur } = useFormikContext<ServiceValues>();
  return (
    <>
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
            onCategoryChange(e.target.value);
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
    </>
  );
}
