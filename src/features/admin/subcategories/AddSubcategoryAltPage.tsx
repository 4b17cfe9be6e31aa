import { AddSubcategoryPage } from './AddSubcategoryPages';

export default function AddSubcategoryAltPage() {
  return <AddSubcategoryPage version="alternate" />;
}
