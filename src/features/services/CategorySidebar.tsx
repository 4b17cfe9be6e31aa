import { useEffect, useRef, useState, type ComponentProps } from 'react';
import type { Category, Subcategory } from '../../api/types';
import { subcategoryImage } from '../../lib/uploads';
import { SiteIcon } from '../../components/SiteIcon';
import { CategoryTile, PlaceholderTiles } from '../../components/CategoryTile';
import { LoadingLine } from '../../components/LoadingLine';
import { ReadFailed } from '../../components/ReadFailed';
import { listOf, readFailed, type ListRead } from '../../lib/listOrEmpty';

const TILE_NAME_LENGTH = 15;

type TileProps = Omit<ComponentProps<typeof CategoryTile>, 'fallback' | 'maxLength' | 'className'> & {
  icon?: 'grid' | 'tools';
  /** Stays visible when the desktop sidebar folds its category tiles. */
  kept?: boolean;
};

const Tile = ({ icon = 'tools', kept, pressed, ...tile }: TileProps) => (
  <CategoryTile
    {...tile}
    pressed={pressed}
    maxLength={TILE_NAME_LENGTH}
    fallback={<SiteIcon name={icon} size={28} />}
    className={kept || pressed ? 'is-kept' : undefined}
  />
);

interface CategorySidebarProps {
  categories: ListRead<Category> | null;
  categoryId: string | null;
  subcategories: ListRead<Subcategory> | null;
  subcategoryId: string | null;
  onCategory: (category: Category | null) => void;
  onSubcategory: (subcategory: Subcategory | null) => void;
}

export function CategorySidebar({
  categories: categoryRead,
  categoryId,
  subcategories,
  subcategoryId,
  onCategory,
  onSubcategory,
}: CategorySidebarProps) {
  const categories = listOf(categoryRead);
  // Desktop: once a category is chosen its subcategories matter most, so the other category tiles fold away
  // (phones and tablets show the tiles as one scrolling row, which needs no folding).
  const [expanded, setExpanded] = useState(false);
  const sidebar = useRef<HTMLDivElement>(null);
  const foldable = categoryId !== null && Boolean(categories?.length);
  const folded = foldable && !expanded;
  const chooseCategory = (category: Category | null) => {
    setExpanded(false);
    onCategory(category);
  };

  // Phones: a chosen tile far along its scrolling row (a link from the home page) is brought into view.
  useEffect(() => {
    for (const row of sidebar.current?.querySelectorAll<HTMLElement>('.services-tiles') ?? []) {
      const tile = row.querySelector<HTMLElement>('[aria-pressed="true"]')?.parentElement;
      if (!tile || row.scrollWidth <= row.clientWidth) continue;
      const hidden =
        tile.offsetLeft < row.scrollLeft || tile.offsetLeft + tile.offsetWidth > row.scrollLeft + row.clientWidth;
      if (hidden) row.scrollLeft = Math.max(0, tile.offsetLeft - 16);
    }
  }, [categories, subcategories, categoryId, subcategoryId]);

  return (
    <div className="services-sidebar" ref={sidebar}>
      <section aria-labelledby="services-categories-title" className="mb-4">
        <h2 id="services-categories-title" className="h6 text-uppercase text-body-secondary fw-bold mb-2">
          Categories
        </h2>
        <ul
          id="services-category-tiles"
          className={`category-row services-tiles list-unstyled ${folded ? 'is-folded' : ''}`}
          aria-busy={categoryRead === null}
        >
          <Tile
            name="All Services"
            icon="grid"
            pressed={categoryId === null}
            kept
            onClick={() => chooseCategory(null)}
          />
          {categoryRead === null ? (
            <PlaceholderTiles />
          ) : (
            categories?.map((category) => (
              <Tile
                key={category.id}
                name={category.name}
                image={category.image_url}
                pressed={String(category.id) === categoryId}
                onClick={() => chooseCategory(category)}
              />
            ))
          )}
        </ul>
        {foldable && (
          <button
            type="button"
            className="btn btn-link btn-sm p-0 d-none d-lg-inline-block"
            aria-controls="services-category-tiles"
            aria-expanded={!folded}
            onClick={() => setExpanded(folded)}
          >
            {folded ? `Show all ${categories!.length} categories` : 'Show fewer categories'}
          </button>
        )}
        {categories?.length === 0 && <p className="text-body-secondary small m-0">No services found</p>}
        {readFailed(categoryRead) && <ReadFailed what="categories" />}
      </section>

      {categoryId && (
        <section aria-labelledby="services-subcategories-title" className="mb-4">
          <h2 id="services-subcategories-title" className="h6 text-uppercase text-body-secondary fw-bold mb-2">
            Subcategories
          </h2>
          {readFailed(subcategories) ? (
            <ReadFailed what="subcategories" />
          ) : subcategories === null ? (
            <LoadingLine className="small m-0">Loading subcategories…</LoadingLine>
          ) : subcategories.length === 0 ? (
            <p className="text-body-secondary small m-0">No subcategories found for this category.</p>
          ) : (
            <ul className="category-row services-tiles list-unstyled">
              {subcategories.map((subcategory) => {
                const pressed = String(subcategory.id) === subcategoryId;
                return (
                  <Tile
                    key={subcategory.id}
                    name={subcategory.name}
                    image={subcategoryImage(subcategory)}
                    pressed={pressed}
                    onClick={() => onSubcategory(pressed ? null : subcategory)}
                  />
                );
              })}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
