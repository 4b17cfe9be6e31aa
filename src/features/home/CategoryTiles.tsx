import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Category, Subcategory } from '../../api/types';
import { CategoryTile, PlaceholderTiles } from '../../components/CategoryTile';
import { SiteIcon } from '../../components/SiteIcon';
import { loadCategories, loadSubcategories } from './catalogueLoad';

// The modal (and react-bootstrap with it) loads only when someone picks a category.
const SubcategoryModal = lazy(() => import('./SubcategoryModal'));

/** SPEC §2.3: where the customer lands after choosing a subcategory (the double && is the product's URL). */
export const servicesUrl = (categoryId: number, subcategoryId: number) =>
  `/services?category_id=${categoryId}&&subcategory_id=${subcategoryId}`;

/** The scrollable row of category tiles (SPEC §2.3): 'all' plus every active category from the server. */
export function CategoryTiles() {
  const navigate = useNavigate();
  const [categories, setCategories] = useState<Category[] | null>(null);
  const [selected, setSelected] = useState<Category | null>(null);
  const [subcategories, setSubcategories] = useState<Subcategory[] | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    let live = true;
    void loadCategories().then((list) => live && setCategories(list));
    return () => {
      live = false;
    };
  }, []);

  const choose = async (category: Category | null) => {
    setSelected(category);
    if (!category) {
      setModalOpen(false);
      return;
    }
    const request = ++latest.current;
    setSubcategories(null);
    setModalOpen(true);
    const list = await loadSubcategories(category.id);
    if (request === latest.current) setSubcategories(list);
  };

  return (
    <section aria-labelledby="home-categories" className="mb-5">
      <h2 id="home-categories" className="h4 mb-3">
        What are you looking for?
      </h2>
      <ul className="category-row list-unstyled" aria-busy={categories === null}>
        <CategoryTile
          name="All Services"
          fallback={<SiteIcon name="grid" size={28} />}
          pressed={selected === null}
          onClick={() => void choose(null)}
        />
        {categories === null ? (
          <PlaceholderTiles />
        ) : (
          categories.map((category) => (
            <CategoryTile
              key={category.id}
              name={category.name}
              image={category.image_url}
              fallback={<SiteIcon name="tools" size={28} />}
              pressed={selected?.id === category.id}
              onClick={() => void choose(category)}
            />
          ))
        )}
      </ul>
      {selected && (
        <Suspense fallback={null}>
          <SubcategoryModal
            show={modalOpen}
            category={selected}
            subcategories={subcategories}
            onHide={() => setModalOpen(false)}
            onChoose={(subcategory) => navigate(servicesUrl(selected.id, subcategory.id))}
          />
        </Suspense>
      )}
    </section>
  );
}
