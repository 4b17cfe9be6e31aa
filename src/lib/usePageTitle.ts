import { useEffect } from 'react';
import { documentTitle } from '../content/brand';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
