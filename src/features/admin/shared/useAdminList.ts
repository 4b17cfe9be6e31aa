import { useCallback, useState, type FormEvent } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import type { Notice } from '../../../components/AutoDismissAlert';
import { withParams } from '../../../lib/withParams';

/**
 * An admin list's alert and filters. The filters live in the URL, so a filtered page can be shared, reloaded and
 * walked back. The search box is a draft until submitted; when the URL's search changes (reset, back) it follows.
 */
export function useAdminList() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // While the list of the last change is loading, the next change builds on that URL rather than the one shown.
  const pendingSearch = navigation.location?.pathname === pathname ? navigation.location.search : null;
  const search = params.get('search') ?? '';
  const [searchDraft, setSearchDraft] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setSearchDraft(search);
  }

  /** Any change but a page change starts again at page 1. */
  const update = useCallback(
    (changes: Record<string, string>) => setParams((now) => withParams(pendingSearch ?? now, { page: '', ...changes })),
    [setParams, pendingSearch],
  );

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    // After the submit event rather than inside it: react-dom records a form submitted during a transition (for
    // useFormStatus) by building a FormData from it, which Node's FormData in tests cannot do. Nothing needs that.
    queueMicrotask(() => update({ search: searchDraft.trim() }));
  };

  /** Drops every filter; `keep` names the parameters that are settings rather than filters. */
  const reset = (keep: Record<string, string> = {}) => setParams(new URLSearchParams(keep));

  return { notice, setNotice, params, search, searchDraft, setSearchDraft, update, onSearch, reset };
}
