import type { ReactNode } from 'react';
import { DetailSection } from './DetailSection';
import { RecordImage } from './RecordImage';

interface RecordDetailsCardProps {
  id: string;
  title: string;
  image: string | null | undefined;
  name: string;
  /** The `Detail` rows. */
  children: ReactNode;
  /** Below the image and the rows (a long description). */
  footer?: ReactNode;
}

/** The first card of a view page: the record's image (or its first letter) beside its details. */
export function RecordDetailsCard({ id, title, image, name, children, footer }: RecordDetailsCardProps) {
  return (
    <DetailSection id={id} title={title}>
      <div className="row g-3">
        <div className="col-12 col-md-4">
          <RecordImage src={image} alt={name} letter={name.charAt(0)} className="rounded" />
        </div>
        <dl className="col-12 col-md-8 row mb-0">{children}</dl>
      </div>
      {footer}
    </DetailSection>
  );
}
