import { lazy, Suspense, useState } from 'react';
import { useFetcher, useLoaderData, useNavigate } from 'react-router-dom';
import type { Category } from '../../api/types';
import { CategoryTile, PlaceholderTiles } from '../../components/CategoryTile';
import { Deferred } from '../../components/Deferred';
import { ReadFailed } from '../../components/ReadFailed';
import { listOf, readFailed, type ListRead } from '../../lib/listOrEmpty';
import { SiteIcon } from '../../components/SiteIcon';
import { subcategoriesPath, type loader, type subcategoriesLoader } from './HomePage.data';

// The modal (and react-bootstrap with it) loads only when someone picks a category.
const SubcategoryModal = lazy(() => import('./SubcategoryModal'));

/** The double && is the product's URL. */
const servicesUrl = (categoryId: number, subcategoryId: number) =>
  `/services?category_id=${categoryId}&&subcategory_id=${subcategoryId}`;

export function CategoryTiles() {
  const navigate = useNavigate();
  const { categories } = useLoaderData<typeof loader>();
  const [selected, setSelected] = useState<Category | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const fetcher = useFetcher<typeof subcategoriesLoader>();
  // The fetcher keeps its last answer while it loads the next: only the chosen category's own list shows.
  const subcategories = fetcher.data?.categoryId === selected?.id ? fetcher.data?.subcategories : undefined;

  const choose = (category: Category | null) => {
    setSelected(category);
    if (category) void fetcher.load(subcategoriesPath(category.id));
    setModalOpen(category !== null);
  };

  const row = (read: ListRead<Category> | null) => (
    <>
      <ul className="category-row list-unstyled" aria-busy={read === null}>
        <CategoryTile
          name="All Services"
          fallback={<SiteIcon name="grid" size={28} />}
          pressed={selected === null}
          onClick={() => choose(null)}
        />
        {read === null && <PlaceholderTiles />}
        {listOf(read)?.map((category) => (
          <CategoryTile
            key={category.id}
            name={category.name}
            image={category.image_url}
            fallback={<SiteIcon name="tools" size={28} />}
            pressed={selected?.id === category.id}
            onClick={() => choose(category)}
          />
        ))}
      </ul>
      {readFailed(read) && <ReadFailed what="categories" />}
    </>
  );

  return (
    <section aria-labelledby="home-categories" className="mb-5">
      <h2 id="home-categories" className="h4 mb-3">
        What are you looking for?
      </h2>
      <Deferred resolve={categories} fallback={row(null)}>
        {row}
      </Deferred>
      {selected && (
        <Suspense fallback={null}>
          <SubcategoryModal
            show={modalOpen}
            category={selected}
            subcategories={subcategories ?? null}
            onHide={() => setModalOpen(false)}
            onChoose={(subcategory) => navigate(servicesUrl(selected.id, subcategory.id))}
          />
        </Suspense>
      )}
    </section>
  );
}
