import { useState } from 'react';
import { useActionForm } from '../../../components/form/useActionForm';
import type { AddResult } from './addAction';

/**
 * An add page's form, on the one write hook: `submit` sends the form's §7 body (`encode`) to the route's action
 * (addAction.ts) and resolves when it answered; its notice becomes the page's alert. After a save `formKey`
 * changes, so the page mounts a new, empty form (file inputs and previews included); `sent` is the last
 * submission's values (what the next form may keep).
 */
export function useAddForm<V extends object>(encode: (values: V) => FormData) {
  const [formKey, setFormKey] = useState(0);
  const [sent, setSent] = useState<V | null>(null);
  const form = useActionForm<V, AddResult>({
    encoding: 'multipart',
    encode,
    onReply: (result) => result.saved && setFormKey((key) => key + 1),
  });

  const submit = (values: V) => {
    setSent(values);
    return form.submit(values);
  };
  return { notice: form.notice, setNotice: form.setNotice, formKey, sent, submit };
}
