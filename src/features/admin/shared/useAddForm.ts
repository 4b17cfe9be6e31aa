import { useState } from 'react';
import { useActionForm } from '../../../components/form/useActionForm';
import type { AddResult } from './addAction';

/**
 * After a save `formKey` changes, so the page mounts a new, empty form (file inputs and previews included);
 * `sent` is what the next form may keep.
 */
export function useAddForm<V extends object>(encode: (values: V) => FormData) {
  const [formKey, setFormKey] = useState(0);
  const [sent, setSent] = useState<V | null>(null);
  const form = useActionForm<V, AddResult>({
    encode,
    onReply: (result) => result.saved && setFormKey((key) => key + 1),
  });

  const submit = (values: V) => {
    setSent(values);
    return form.submit(values);
  };
  return { notice: form.notice, setNotice: form.setNotice, formKey, sent, submit };
}
