import { useState } from 'react';
import { useFetcher } from 'react-router-dom';
import type { Notice } from '../../../components/AutoDismissAlert';
import { toSubmission, type AddResult } from './addAction';
import { useOnNew } from './useOnNew';

/**
 * An add page's form: `submit` sends the values to the route's action (addAction.ts) with a fetcher and resolves
 * when it answered; its notice becomes the page's alert. After a save `formKey` changes, so the page mounts a new,
 * empty form (file inputs and previews included); `sent` is the last submission's values (what the next form may keep).
 */
export function useAddForm<V extends object>() {
  const fetcher = useFetcher<AddResult>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [sent, setSent] = useState<V | null>(null);
  useOnNew(fetcher.data, (result) => {
    setNotice(result.notice);
    if (result.saved) setFormKey((key) => key + 1);
  });

  const submit = (values: V) => {
    setNotice(null);
    setSent(values);
    return fetcher.submit(toSubmission(values), { method: 'post', encType: 'multipart/form-data' });
  };
  return { notice, setNotice, formKey, sent, submit };
}
