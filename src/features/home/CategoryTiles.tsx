import { lazy, Suspense, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import type { Category, Subcategory } from '../../api/types';
import { CategoryTile, PlaceholderTiles } from '../../components/CategoryTile';
import { Deferred } from '../../components/Deferred';
import { SiteIcon } from '../../components/SiteIcon';
import { loadSubcategories } from './catalogueLoad';
import type { loader } from './HomePage.data';

// The modal (and react-bootstrap with it) loads only when someone picks a category.
const SubcategoryModal = lazy(() => import('./SubcategoryModal'));

/** SPEC §2.3: where the customer lands after choosing a subcategory (the double && is the product's URL). */
const servicesUrl = (categoryId: number, subcategoryId: number) =>
  `/services?category_id=${categoryId}&&subcategory_id=${subcategoryId}`;

/** The scrollable row of category tiles (SPEC §2.3): 'all' plus every active category from the server. */
export function CategoryTiles() {
  const navigate = useNavigate();
  // Started by the route's loader at navigation (HomePage.data.ts).
  const { categories } = useLoaderData<typeof loader>();
  const [loading, setLoading] = useState(false);
  // The chosen category with the read of its subcategories: only the latest choice's read is ever shown.
  const [chosen, setChosen] = useState<{ category: Category; subcategories: Promise<Subcategory[]> } | null>(null);
  const selected = chosen?.category ?? null;
  const [modalOpen, setModalOpen] = useState(false);

  const choose = (category: Category | null) => {
    setChosen(category && { category, subcategories: loadSubcategories(category.id) });
    setModalOpen(category !== null);
  };

  return (
    <section aria-labelledby="home-categories" className="mb-5">
      <h2 id="home-categories" className="h4 mb-3">
        What are you looking for?
      </h2>
      <ul className="category-row list-unstyled" aria-busy={loading}>
        <CategoryTile
          name="All Services"
          fallback={<SiteIcon name="grid" size={28} />}
          pressed={selected === null}
          onClick={() => choose(null)}
        />
        <Deferred resolve={categories} fallback={<PlaceholderTiles />} errorElement={null} onPending={setLoading}>
          {(list) =>
            list.map((category) => (
              <CategoryTile
                key={category.id}
                name={category.name}
                image={category.image_url}
                fallback={<SiteIcon name="tools" size={28} />}
                pressed={selected?.id === category.id}
                onClick={() => choose(category)}
              />
            ))
          }
        </Deferred>
      </ul>
      {chosen && (
        <Suspense fallback={null}>
          <SubcategoryModal
            show={modalOpen}
            category={chosen.category}
            subcategories={chosen.subcategories}
            onHide={() => setModalOpen(false)}
            onChoose={(subcategory) => navigate(servicesUrl(chosen.category.id, subcategory.id))}
          />
        </Suspense>
      )}
    </section>
  );
}
