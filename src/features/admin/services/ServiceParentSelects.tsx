import { useFormikContext } from 'formik';
import { Suspense } from 'react';
import { Await } from 'react-router-dom';
import type { IdName } from '../../../api/types';
import { SelectField } from '../../../components/form';
import type { ServiceValues } from './serviceValues';

interface ServiceParentSelectsProps {
  categories: Promise<IdName[]> | IdName[];
  /** The chosen category's subcategory options; none while they load or with no category. */
  subcategories: IdName[];
  loadingSubcategories: boolean;
  onCategoryChange: (categoryId: string) => void;
}

const asOptions = (list: IdName[]) =>
  list.map((item) => (
    <option key={item.id} value={String(item.id)}>
      {item.name}
    </option>
  ));

/** The selects stay while their options load: a field keeps its focus and the element a test or a user holds. */
export function ServiceParentSelects({
  categories,
  subcategories,
  loadingSubcategories,
  onCategoryChange,
}: ServiceParentSelectsProps) {
  const { values, setFieldValue } = useFormikContext<ServiceValues>();
  return (
    <>
      <SelectField
        id="service-category_id"
        name="category_id"
        label="Category"
        required
        placeholder="Select a category"
        options={[]}
        className="col-12 col-md-6"
        onValueChange={(categoryId) => {
          onCategoryChange(categoryId);
          void setFieldValue('subcategory_id', '');
        }}
      >
        <Suspense fallback={null}>
          <Await resolve={categories} errorElement={null}>
            {asOptions}
          </Await>
        </Suspense>
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
        options={[]}
        disabled={!values.category_id || loadingSubcategories}
        className="col-12 col-md-6"
      >
        {asOptions(subcategories)}
      </SelectField>
    </>
  );
}
