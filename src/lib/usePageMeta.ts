import { useEffect } from 'react';
import { usePageTitle } from './usePageTitle';
import type { PageHead } from '../content/pageMeta';

/**
 * Names the tab (as usePageTitle) and sets the page's meta description, so a shared link or a search result
 * says what the page is about. The previous description comes back when the page goes away.
 */
export function usePageMeta(title: string, description: string): void {
  usePageTitle(title);
  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}

/** usePageMeta with a page's head, the constant the build prerenders the page with (src/content/pageHeads.ts). */
export function usePageHead(head: PageHead): void {
  usePageMeta(head.title, head.description);
}
