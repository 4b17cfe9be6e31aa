import { AddSubcategoryPage } from './AddSubcategoryBasicPage';

export default function AddSubcategoryAltPage() {
  return <AddSubcategoryPage version="alternate" />;
}
