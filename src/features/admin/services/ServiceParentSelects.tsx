import { useFormikContext } from 'formik';
import type { IdName } from '../../../api/types';
import { SelectField } from '../../../components/form';
import type { ServiceValues } from './serviceValues';

interface ServiceParentSelectsProps {
  categories: IdName[];
  subcategories: { options: IdName[]; loading: boolean };
  /** A new category was chosen: its subcategories are to be read. */
  onCategoryChange: (categoryId: string) => void;
}

const asOptions = (list: IdName[]) => list.map((item) => ({ value: String(item.id), label: item.name }));

/**
 * Category and subcategory of a service (SPEC §4): the subcategory select is disabled until a category is
 * chosen and while its subcategories load; choosing another category clears the subcategory.
 */
export function ServiceParentSelects({ categories, subcategories, onCategoryChange }: ServiceParentSelectsProps) {
  const { values, setFieldValue } = useFormikContext<ServiceValues>();
  return (
    <>
      <SelectField
        id="service-category_id"
        name="category_id"
        label="Category"
        required
        placeholder="Select a category"
        options={asOptions(categories)}
        className="col-12 col-md-6"
        onValueChange={(categoryId) => {
          onCategoryChange(categoryId);
          void setFieldValue('subcategory_id', '');
        }}
      />
      <SelectField
        id="service-subcategory_id"
        name="subcategory_id"
        label="Subcategory"
        required
        placeholder={
          !values.category_id
            ? 'Select a category first'
            : subcategories.loading
              ? 'Loading subcategories...'
              : 'Select a subcategory'
        }
        options={asOptions(subcategories.options)}
        disabled={!values.category_id || subcategories.loading}
        className="col-12 col-md-6"
      />
    </>
  );
}
