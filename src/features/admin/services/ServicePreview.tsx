import type { ReactNode } from 'react';
import { formatRupees } from '../../../lib/money';
import { PreviewCard } from '../shared/AdminForm';
import { FeaturedBadge, StatusBadge } from '../shared/badges';
import type { ServiceValues } from './serviceValues';

interface ServicePreviewProps {
  values: ServiceValues;
  image: string | undefined;
  categoryName: ReactNode;
  subcategoryName: string;
}

/** The duration stays in minutes, as its field is. */
export function ServicePreview({ values, image, categoryName, subcategoryName }: ServicePreviewProps) {
  const price = Number(values.base_price);
  return (
    <PreviewCard
      id="service-preview"
      title="Preview"
      image={image}
      name={values.name}
      placeholder="Service name"
      nameTestId="service-preview-name"
    >
      <p className="small text-body-secondary mb-2" data-testid="service-preview-path">
        {categoryName} &gt; {subcategoryName}
      </p>
      <p className="small mb-2">{values.short_description || 'The short description shows here.'}</p>
      <p className="d-flex justify-content-between mb-2">
        <span className="fw-bold text-brand" data-testid="service-preview-price">
          {formatRupees(Number.isFinite(price) ? price : 0)}
        </span>
        <span className="small text-body-secondary" data-testid="service-preview-duration">
          {values.duration_minutes || 0} minutes
        </span>
      </p>
      <div className="d-flex gap-2">
        <FeaturedBadge featured={values.is_featured} />
        <StatusBadge status={values.status} />
      </div>
    </PreviewCard>
  );
}
