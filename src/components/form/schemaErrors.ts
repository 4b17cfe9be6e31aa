import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import * as v from 'valibot';
import type { AnySchema } from 'yup';

/** Formik's `validate` for a Valibot schema, for the forms whose page cannot carry Yup (docs/decisions.md). */
export const schemaErrors =
  <V>(schema: v.GenericSchema) =>
  (values: V): FormikErrors<V> => {
    const errors: Record<string, string> = {};
    for (const issue of v.safeParse(schema, values).issues ?? []) {
      const key = v.getDotPath(issue);
      if (key) errors[key] ??= issue.message;
    }
    return errors as FormikErrors<V>;
  };

/** A Yup schema's verdict as Formik's `validationSchema` gives it, outside Formik's own run. */
export function yupErrors<V>(schema: AnySchema, values: V): FormikErrors<V> {
  try {
    validateYupSchema(values as FormikValues, schema, true);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}
