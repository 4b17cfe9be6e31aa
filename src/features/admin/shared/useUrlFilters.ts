import { useCallback, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { afterSubmitEvent } from './ui';

/**
 * The filters of an admin list live in the URL, so a filtered page can be shared, reloaded and walked back.
 * The search box is a draft until submitted; when the URL changes the search (reset, back button) the box follows.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [searchDraft, setSearchDraft] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setSearchDraft(search);
  }

  /** An empty value removes the key; any change but a page change starts again at page 1. */
  const update = useCallback(
    (changes: Record<string, string>) => {
      setParams((now) => {
        const next = new URLSearchParams(now);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const term = searchDraft.trim();
    afterSubmitEvent(() => update({ search: term }));
  };

  /** Drops every filter; `keep` names the parameters that are settings rather than filters. */
  const reset = (keep: Record<string, string> = {}) => setParams(new URLSearchParams(keep));

  return { params, search, searchDraft, setSearchDraft, update, onSearch, reset };
}
