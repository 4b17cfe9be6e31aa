import { Detail } from './Detail';
import { DetailSection } from './DetailSection';

interface SeoDetailsProps {
  id: string;
  metaTitle: string | null | undefined;
  metaDescription: string | null | undefined;
}

/** The SEO card of the category and subcategory view pages; an empty field says "Not set". */
export function SeoDetails({ id, metaTitle, metaDescription }: SeoDetailsProps) {
  return (
    <DetailSection id={id} title="SEO Information">
      <dl className="row mb-0">
        <Detail term="Meta title">{metaTitle || 'Not set'}</Detail>
        <Detail term="Meta description">{metaDescription || 'Not set'}</Detail>
      </dl>
    </DetailSection>
  );
}
