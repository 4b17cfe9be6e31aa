import { useEffect } from 'react';
import { usePageTitle } from './usePageTitle';
import type { PageHead } from '../content/pageMeta';

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

/** With the head the build prerenders the page with. */
export function usePageHead(head: PageHead): void {
  usePageMeta(head.title, head.description);
}
