import { useEffect, useId, useState, type FormEvent } from 'react';
import { SiteIcon } from '../../components/SiteIcon';
import { FALLBACK_HEADER_CATEGORIES, loadHeaderCategories, type HeaderCategory } from '../../content/headerCategories';

/** The header's service-category dropdown and Search button (SPEC §2.1): the search only logs. */
export function CategorySearch() {
  const selectId = useId();
  const [categories, setCategories] = useState<HeaderCategory[]>(FALLBACK_HEADER_CATEGORIES);
  const [category, setCategory] = useState('');

  useEffect(() => {
    let live = true;
    void loadHeaderCategories().then((list) => live && setCategories(list));
    return () => {
      live = false;
    };
  }, []);

  const search = (event: FormEvent) => {
    event.preventDefault();
    console.log('Search for service category:', category || 'all');
  };

  return (
    <form role="search" aria-label="Services" className="hdr-search input-group category-search" onSubmit={search}>
      <label className="input-group-text bg-white" htmlFor={selectId}>
        Service
      </label>
      <select
        id={selectId}
        className="form-select"
        value={category}
        onChange={(event) => setCategory(event.target.value)}
      >
        <option value="">All categories</option>
        {categories.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-primary d-flex align-items-center gap-1">
        <SiteIcon name="search" size={16} />
        Search
      </button>
    </form>
  );
}
