import { useFormikContext, type FormikErrors } from 'formik';
import { type RefObject, useCallback, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';

/** The fields mark themselves (aria-invalid), so the form's own order decides which is first. */
function focusFirstInvalid(scope: ParentNode | null, options?: FocusOptions): void {
  scope?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(options);
}

/** Inside a Formik `<Form>`: once per refused submit, when validation has settled; `onRefused` hears first. */
export function FocusFirstInvalid({ onRefused }: { onRefused?: (errors: FormikErrors<unknown>) => void }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  const refused = useEffectEvent((shown: FormikErrors<unknown>) => onRefused?.(shown));
  useLayoutEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    refused(errors);
    focusFirstInvalid(marker.current?.closest('form') ?? null);
  }, [submitCount, isSubmitting, isValidating, errors]);
  return <span ref={marker} hidden />;
}

/**
 * Outside a Formik submit (a wizard's own Next): call it after the errors are set. Focus moves in the commit that
 * shows them; a timer could run before React has committed that render.
 */
export function useFocusFirstInvalid(scope: RefObject<HTMLElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useLayoutEffect(() => {
    if (request > 0) focusFirstInvalid(scope.current);
  }, [request, scope]);
  return useCallback(() => setRequest((count) => count + 1), []);
}
