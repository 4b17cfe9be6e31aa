import type { ReactNode } from 'react';
import { truncate } from '../lib/truncate';
import './CategoryTile.css';

interface CategoryTileProps {
  name: string;
  image?: string | null;
  fallback: ReactNode;
  pressed: boolean;
  onClick: () => void;
  /** The full name stays the button's label and tooltip. */
  maxLength?: number;
  className?: string;
}

export function CategoryTile({ name, image, fallback, pressed, onClick, maxLength, className }: CategoryTileProps) {
  const shown = maxLength ? truncate(name, maxLength) : name;
  const cut = shown !== name;
  return (
    <li className={className}>
      <button
        type="button"
        className="category-tile"
        aria-pressed={pressed}
        aria-label={cut ? name : undefined}
        title={cut ? name : undefined}
        onClick={onClick}
      >
        {image ? (
          <img className="category-tile-img" src={image} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <span className="category-tile-img category-tile-all" aria-hidden="true">
            {fallback}
          </span>
        )}
        <span className="category-tile-name">{shown}</span>
      </button>
    </li>
  );
}

/** Hidden from screen readers: the list says it is busy. */
export const PlaceholderTiles = ({ count = 6 }: { count?: number }) =>
  Array.from({ length: count }, (_, i) => (
    <li key={i} aria-hidden="true">
      <span className="category-tile placeholder-glow">
        <span className="category-tile-img placeholder" />
        <span className="placeholder col-8" />
      </span>
    </li>
  ));
