import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import { DeferredRecord } from '../shared/DeferredRecord';
import { TEXT } from '../shared/messages';
import type { LoadedCategory, loader } from './ViewCategoryPage.data';

/** The view or edit page of the category the route's loader is reading (ViewCategoryPage.data.ts). */
export function CategoryRecord({ children }: { children: (loaded: LoadedCategory | null) => ReactNode }) {
  const { details } = useLoaderData<typeof loader>();
  return (
    <DeferredRecord resolve={details} rejected={{ category: null, failure: TEXT.fetchCategoryFailed }}>
      {children}
    </DeferredRecord>
  );
}
