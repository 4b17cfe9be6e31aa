import type { FormikErrors, FormikTouched } from 'formik';

/**
 * THE rule of when and how a field shows its error, shared by the field components (`useFieldState`) and the
 * forms that still lay out their own controls (`fieldErrors`): a message shows once the field was touched or the
 * form submitted; it is tied to the control by `aria-describedby` with any hint or other describing text.
 */
export function shownError(error: unknown, touched: unknown, submitted = false): string | undefined {
  return (touched || submitted) && typeof error === 'string' && error ? error : undefined;
}

export const errorIdOf = (id: string) => `${id}-error`;

/** The control's aria-describedby: its error first (when one shows), then hints and other describing text. */
export const describedByIds = (...ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

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
