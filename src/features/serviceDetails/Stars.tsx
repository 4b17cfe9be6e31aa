import { useId } from 'react';
import { star as path } from '../../components/icons';

export function Stars({ value, className = '' }: { value: number; className?: string }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className={`stars text-warning ${className}`} role="img" aria-label={`Rated ${value} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => {
        const fill = rounded >= i + 1 ? 'full' : rounded >= i + 0.5 ? 'half' : 'empty';
        return <Star key={i} fill={fill} />;
      })}
    </span>
  );
}

function Star({ fill }: { fill: 'full' | 'half' | 'empty' }) {
  const clip = useId();
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" data-star={fill}>
      <defs>
        <clipPath id={clip}>
          <rect x="0" y="0" width="12" height="24" />
        </clipPath>
      </defs>
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" />
      {fill !== 'empty' && (
        <path d={path} fill="currentColor" clipPath={fill === 'half' ? `url(#${clip})` : undefined} />
      )}
    </svg>
  );
}
