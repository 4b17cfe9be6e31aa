import { yupToFormErrors, type FormikErrors } from 'formik';
import type { ValidationError } from 'yup';

interface SyncSchema<V> {
  validateSync(values: V, options: { abortEarly: false }): unknown;
}

/**
 * A Yup schema as the `validate(values) => errors` every form passes to Formik, checking all fields at once.
 * Only for lazy chunks (admin, vendor, details): /login, /register and / cannot carry Yup (their validation is
 * plain rule functions). Not re-exported from the folder's index, so importing a field component never drags
 * Yup into a chunk.
 */
export function yupValidate<V>(schema: SyncSchema<V>) {
  return (values: V): FormikErrors<V> => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      if ((error as ValidationError).name !== 'ValidationError') throw error;
      return yupToFormErrors<V>(error);
    }
  };
}
