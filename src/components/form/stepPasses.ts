import type { FormikProps } from 'formik';

type StepForm<V> = Pick<FormikProps<V>, 'touched' | 'setTouched' | 'validateForm'>;
type Fields<V> = readonly (keyof V & string)[];

/** Shows the messages of these fields (without validating). */
export const touchFields = <V>(formik: StepForm<V>, fields: Fields<V>) =>
  formik.setTouched({ ...formik.touched, ...Object.fromEntries(fields.map((field) => [field, true])) }, false);

/** A wizard's step check: every message of the step's fields shows at once; true when they all pass. */
export async function stepPasses<V>(formik: StepForm<V>, fields: Fields<V>) {
  await touchFields(formik, fields);
  const errors = await formik.validateForm();
  return fields.every((field) => !errors[field]);
}
