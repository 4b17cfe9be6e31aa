import type { FormikErrors, FormikTouched } from 'formik';

/**
 * How the admin forms tie a field to its Yup error once the field is touched: the is-invalid class, aria-invalid,
 * an aria-describedby that names the error (and any hint), and the error text under the field.
 * Ids are `${prefix}-${name}-error`, so the prefix keeps them unique on the page.
 */
export function fieldErrors<V>(prefix: string, touched: FormikTouched<V>, errors: FormikErrors<V>) {
  const error = (name: keyof V & string) =>
    touched[name] && typeof errors[name] === 'string' ? (errors[name] as string) : undefined;
  const errorId = (name: keyof V & string) => `${prefix}-${name}-error`;

  return {
    /** `base` plus ' is-invalid' while the field shows an error. */
    className: (base: string, name: keyof V & string) => `${base}${error(name) ? ' is-invalid' : ''}`,
    aria: (name: keyof V & string, hintId?: string) => ({
      'aria-invalid': error(name) ? true : undefined,
      'aria-describedby': [error(name) ? errorId(name) : '', hintId ?? ''].filter(Boolean).join(' ') || undefined,
    }),
    feedback: (name: keyof V & string) =>
      error(name) ? (
        <div className="invalid-feedback d-block" id={errorId(name)}>
          {error(name)}
        </div>
      ) : null,
  };
}
