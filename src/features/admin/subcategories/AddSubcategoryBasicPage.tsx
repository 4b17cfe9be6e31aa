import { useLoaderData } from 'react-router-dom';
import { AddCataloguePage } from '../shared/CatalogueForm';
import type { AddSubcategoryVersion, parentsLoader } from './addSubcategory.data';

/** The first version relies on the browser's required attributes, the second validates with Yup. */
export function AddSubcategoryPage({ version }: { version: AddSubcategoryVersion }) {
  return (
    <AddCataloguePage
      noun="Subcategory"
      subtitle="Create a subcategory inside a category."
      validation={version === 'basic' ? 'native' : 'schema'}
      parents={useLoaderData<ReturnType<typeof parentsLoader>>().parents}
    />
  );
}

export default function AddSubcategoryBasicPage() {
  return <AddSubcategoryPage version="basic" />;
}
