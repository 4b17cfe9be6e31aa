import type { FormikErrors, FormikTouched } from 'formik';
import { describedByIds, errorIdOf, shownError } from './useFieldState';

/**
 * For forms that lay out their own controls (the admin catalogue forms): the is-invalid class, aria-invalid,
 * aria-describedby and the error text of a field, by the same rule as the field components.
 * Ids are `${prefix}-${name}-error`, so the prefix keeps them unique on the page.
 */
export function fieldErrors<V>(prefix: string, touched: FormikTouched<V>, errors: FormikErrors<V>) {
  const error = (name: keyof V & string) => shownError(errors[name], touched[name]);
  const errorId = (name: keyof V & string) => errorIdOf(`${prefix}-${name}`);

  return {
    /** `base` plus ' is-invalid' while the field shows an error. */
    className: (base: string, name: keyof V & string) => `${base}${error(name) ? ' is-invalid' : ''}`,
    aria: (name: keyof V & string, hintId?: string) => ({
      'aria-invalid': error(name) ? true : undefined,
      'aria-describedby': describedByIds(error(name) && errorId(name), hintId),
    }),
    feedback: (name: keyof V & string) =>
      error(name) ? (
        <div className="invalid-feedback d-block" id={errorId(name)}>
          {error(name)}
        </div>
      ) : null,
  };
}
