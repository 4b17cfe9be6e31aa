import { useLoaderData } from 'react-router-dom';
import { AddCataloguePage } from '../shared/CatalogueForm';
import type { AddSubcategoryVersion, basicData } from './addSubcategory.data';

/** The first version relies on the browser's required attributes, the second validates with Yup. */
function AddSubcategoryPage({ version }: { version: AddSubcategoryVersion }) {
  return (
    <AddCataloguePage
      noun="Subcategory"
      subtitle="Create a subcategory inside a category."
      validation={version === 'basic' ? 'native' : 'schema'}
      parents={useLoaderData<ReturnType<typeof basicData.loader>>().parents}
    />
  );
}

export const AddSubcategoryBasicPage = () => <AddSubcategoryPage version="basic" />;
export const AddSubcategoryAltPage = () => <AddSubcategoryPage version="alternate" />;
