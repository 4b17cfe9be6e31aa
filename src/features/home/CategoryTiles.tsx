import { lazy, Suspense, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import type { Category, Subcategory } from '../../api/types';
import { CategoryTile, PlaceholderTiles } from '../../components/CategoryTile';
import { SiteIcon } from '../../components/SiteIcon';
import { useDeferred } from '../../app/deferred';
import { loadSubcategories } from './catalogueLoad';

// The modal (and react-bootstrap with it) loads only when someone picks a category.
const SubcategoryModal = lazy(() => import('./SubcategoryModal'));

/** SPEC §2.3: where the customer lands after choosing a subcategory (the double && is the product's URL). */
const servicesUrl = (categoryId: number, subcategoryId: number) =>
  `/services?category_id=${categoryId}&&subcategory_id=${subcategoryId}`;

/** The scrollable row of category tiles (SPEC §2.3): 'all' plus every active category from the server. */
export function CategoryTiles() {
  const navigate = useNavigate();
  // Started by the route's loader at navigation (HomePage.data.ts); null until it answers.
  const categories = useDeferred((useLoaderData() as { categories: Promise<Category[]> }).categories);
  const [selected, setSelected] = useState<Category | null>(null);
  // The read of the chosen category's subcategories: only the latest choice's promise is ever shown.
  const [subcategoriesRead, setSubcategoriesRead] = useState<Promise<Subcategory[]> | null>(null);
  const subcategories = useDeferred(subcategoriesRead);
  const [modalOpen, setModalOpen] = useState(false);

  const choose = (category: Category | null) => {
    setSelected(category);
    if (!category) {
      setModalOpen(false);
      return;
    }
    setSubcategoriesRead(loadSubcategories(category.id));
    setModalOpen(true);
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
          onClick={() => choose(null)}
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
              onClick={() => choose(category)}
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
