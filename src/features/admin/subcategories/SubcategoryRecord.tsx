import type { ReactNode } from 'react';
import { DeferredRecord } from '../shared/DeferredRecord';
import { TEXT } from '../shared/messages';
import type { LoadedSubcategory } from './ViewSubcategoryPage.data';

interface SubcategoryRecordProps {
  /** The route loader's lookup of the subcategory (ViewSubcategoryPage.data.ts). */
  details: Promise<LoadedSubcategory>;
  children: (loaded: LoadedSubcategory | null) => ReactNode;
}

/** The view or edit page of the subcategory the route's loader is looking up. */
export function SubcategoryRecord({ details, children }: SubcategoryRecordProps) {
  return (
    <DeferredRecord resolve={details} rejected={{ subcategory: null, failure: TEXT.loadSubcategoriesError }}>
      {children}
    </DeferredRecord>
  );
}
