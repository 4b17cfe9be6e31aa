import { AddSubcategoryPage } from './AddSubcategoryPages';

export default function AddSubcategoryBasicPage() {
  return <AddSubcategoryPage version="basic" />;
}
