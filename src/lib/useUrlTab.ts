import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withParams } from './withParams';

/**
 * The open tab, kept in `?tab=`; a choice replaces the history entry. State that follows the URL: a tab list moves
 * focus right after a selection, before the URL catches up, and must already show the chosen tab.
 */
export function useUrlTab<Tab extends string>(
  tabs: readonly Tab[],
  fallback: Tab,
): [Tab, (key: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const known = (key: string | null) => tabs.find((tab) => tab === key);
  const urlTab = known(asked) ?? fallback;
  const [tab, setTab] = useState(urlTab);
  const [followed, setFollowed] = useState(urlTab);
  if (urlTab !== followed) {
    setFollowed(urlTab);
    setTab(urlTab);
  }

  const choose = (key: string | null) => {
    const next = known(key);
    if (!next) return;
    setTab(next);
    setParams((current) => withParams(current, { tab: next }), { replace: true });
  };
  return [tab, choose];
}
