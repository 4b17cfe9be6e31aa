import * as Yup from 'yup';
import { emptyToUndefined } from '../shared/catalogueSchema';
import { SHORT_DESCRIPTION_MAX } from './serviceValues';

/** At most two decimals, allowing for binary fractions (0.1 + 0.2 is 0.30000000000000004). */
const isWholePaise = (rupees: number) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;

/** The spec gives no texts for these rules; ours are in docs/decisions.md. */
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
      // An empty value has stopped at required already (here and below); 0 stands in for it.
      (v) => isWholePaise(v ?? 0),
    ),
  duration_minutes: Yup.number()
    .transform(emptyToUndefined)
    .typeError('Duration must be a number')
    .required('Duration is required')
    .min(15, 'Duration must be at least 15 minutes')
    .test('step', 'Duration must be in steps of 15 minutes', (v) => (v ?? 0) % 15 === 0),
  sort_order: Yup.number()
    .transform(emptyToUndefined)
    .typeError('Sort order must be a number')
    .min(0, 'Sort order must be 0 or more')
    .integer('Sort order must be a whole number'),
  // The images' types and sizes are checked as they are chosen (FileField, UPLOADS in src/lib/fileTypes.ts).
  image: Yup.mixed<File>().nullable(),
  gallery: Yup.array().of(Yup.mixed<File>().required()),
});
