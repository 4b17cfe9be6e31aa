import * as Yup from 'yup';

export const SORT_ORDER_TEXT = 'Sort order must be 0 or more';

/** An empty number field is no value, for the rules to skip or require. */
export const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

export type CatalogueNoun = 'Category' | 'Subcategory';

/** `withParent`: a subcategory's parent category is required. */
export function catalogueSchema(noun: CatalogueNoun, withParent: boolean) {
  return Yup.object({
    category_id: withParent ? Yup.string().required('Please select a category') : Yup.string(),
    name: Yup.string().trim().required(`${noun} name is required`),
    slug: Yup.string().trim().required(`${noun} slug is required`),
    sort_order: Yup.number()
      .transform(emptyToUndefined)
      .typeError(SORT_ORDER_TEXT)
      .min(0, SORT_ORDER_TEXT)
      .integer('Sort order must be a whole number'),
    // The image's type and size are checked as it is chosen (FileField, UPLOADS in src/lib/fileTypes.ts).
    image: Yup.mixed<File>().nullable(),
  });
}
