import { Link } from 'react-router-dom';
import { TESTIMONIALS } from '../../content/pages/testimonials';
import { usePageHead } from '../../lib/usePageMeta';
import { TESTIMONIALS_HEAD } from '../../content/pageMeta';
import { ContentPage } from './ContentPage';
import { TestimonialCard } from './TestimonialCard';
import { PageSection } from './PageSection';

const average = TESTIMONIALS.reduce((sum, item) => sum + item.rating, 0) / TESTIMONIALS.length;

export default function TestimonialsPage() {
  usePageHead(TESTIMONIALS_HEAD);
  return (
    <ContentPage
      title="Customer Testimonials"
      lead={`Real stories from homes across India. These ${TESTIMONIALS.length} customers rate us ${average.toFixed(1)} out of 5 on average.`}
      actions={
        <Link to="/services" className="btn btn-primary">
          Book a Service
        </Link>
      }
    >
      <PageSection id="stories" title="Stories from our customers">
        <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3 list-unstyled m-0">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name} className="col">
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </PageSection>
    </ContentPage>
  );
}
