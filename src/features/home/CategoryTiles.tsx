import { lazy, Suspense, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import type { Category, Subcategory } from '../../api/types';
import { CategoryTile, PlaceholderTiles } from '../../components/CategoryTile';
import { Deferred } from '../../components/Deferred';
import { ReadFailed } from '../../components/ReadFailed';
import { listOf, readFailed } from '../../lib/listOrEmpty';
import { SiteIcon } from '../../components/SiteIcon';
import { useRouteRead } from '../../components/useRouteRead';
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
  const data = useLoaderData<typeof loader>();
  const categories = 'categories' in data ? data.categories : [];
  const [loading, setLoading] = useState(false);
  // Whether the answer shown is a failed read: a new read (trying again) clears it while it loads.
  const [failed, setFailed] = useState(false);
  // The chosen category, and the read of its subcategories (the same loader's): only the latest choice's shows.
  const [selected, setSelected] = useState<Category | null>(null);
  const [subcategories, readSubcategories] = useRouteRead<Subcategory[]>('subcategories');
  const [modalOpen, setModalOpen] = useState(false);

  const choose = (category: Category | null) => {
    setSelected(category);
    readSubcategories(category && { index: '', category_id: String(category.id) });
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
        <Deferred
          resolve={categories}
          fallback={<PlaceholderTiles />}
          errorElement={null}
          onPending={(pending) => {
            setLoading(pending);
            if (pending) setFailed(false);
          }}
          onValue={(read) => setFailed(readFailed(read))}
        >
          {(read) =>
            listOf(read)?.map((category) => (
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
      {failed && <ReadFailed what="categories" />}
      {selected && subcategories && (
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
