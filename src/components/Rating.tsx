import type { ReactNode } from 'react';
import { indianDigits } from '../lib/digitGroups';

interface RatingProps {
  value: number | string;
  reviews: number;
  children?: ReactNode;
  className?: string;
}

/** "★ 4.5 (1,234 reviews)", read out as "Rated 4.5 out of 5". */
export function Rating({ value, reviews, children, className = 'mb-2' }: RatingProps) {
  return (
    <p className={`small ${className}`}>
      <span className="text-warning" aria-hidden="true">
        ★
      </span>{' '}
      <span className="visually-hidden">Rated </span>
      {value}
      <span className="visually-hidden"> out of 5</span>{' '}
      <span className="text-body-secondary">({indianDigits(reviews)} reviews)</span>
      {children}
    </p>
  );
}
