import { useEffect } from 'react';
import { documentTitle } from '../content/brand';

/** Names the browser tab after the page, so history, bookmarks and screen readers say where you are. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
