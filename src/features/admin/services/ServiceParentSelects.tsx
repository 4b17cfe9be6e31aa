import { useFormikContext } from 'formik';
import { useState } from 'react';
import type { IdName } from '../../../api/types';
import { Deferred } from '../../../components/Deferred';
import { SelectField } from '../../../components/form';
import type { SubcategoryOptions } from './AddServicePage.data';
import type { ServiceValues } from './serviceValues';

interface ServiceParentSelectsProps {
  /** The route loader's read of the category options (empty when it failed: SPEC §8 gives no message). */
  categories: Promise<IdName[]> | IdName[];
  /** The read of the chosen category's subcategory options; null with no category. */
  subcategories: Promise<SubcategoryOptions> | null;
  /** A new category was chosen: its subcategories are to be read. */
  onCategoryChange: (categoryId: string) => void;
  /** Told each list as it arrives (the preview names the choices). */
  onCategories: (categories: IdName[]) => void;
  onSubcategories: (subcategories: SubcategoryOptions) => void;
}

const asOptions = (list: IdName[]) =>
  list.map((item) => (
    <option key={item.id} value={String(item.id)}>
      {item.name}
    </option>
  ));

/**
 * Category and subcategory of a service (SPEC §4): the subcategory select is disabled until a category is
 * chosen and while its subcategories load; choosing another category clears the subcategory. The selects stay
 * while their options load (a field keeps its focus and the element a test or a user holds).
 */
export function ServiceParentSelects({
  categories,
  subcategories,
  onCategoryChange,
  onCategories,
  onSubcategories,
}: ServiceParentSelectsProps) {
  const { values, setFieldValue } = useFormikContext<ServiceValues>();
  const [loadingSubcategories, setLoadingSubcategories] = useState(false);
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
        <Deferred resolve={categories} fallback={null} errorElement={null} onValue={onCategories}>
          {asOptions}
        </Deferred>
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
        <Deferred
          resolve={subcategories}
          fallback={null}
          errorElement={null}
          onPending={setLoadingSubcategories}
          onValue={(read) => read && onSubcategories(read)}
        >
          {(read) => (read && read.categoryId === values.category_id ? asOptions(read.options) : null)}
        </Deferred>
      </SelectField>
    </>
  );
}
