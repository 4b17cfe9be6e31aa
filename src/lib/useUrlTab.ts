import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The open tab of a page with tabs, kept in the URL (`?tab=`) so a reload, Back and Forward and a shared link keep
 * it; an absent or unknown value opens `fallback`. A choice replaces the history entry: walking back leaves the page
 * rather than replaying every tab looked at.
 *
 * The tab is state that follows the URL (a link to `?tab=…`, Back, Forward) and is written to it: a tab list moves
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

  /** Takes what a tab list's onSelect gives; a key that names no tab changes nothing. */
  const choose = (key: string | null) => {
    const next = known(key);
    if (!next) return;
    setTab(next);
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  };
  return [tab, choose];
}
