import type { Testimonial } from '../../content/pages/types';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, city, service, rating, text } = testimonial;
  return (
    <figure className="content-card m-0 d-flex flex-column">
      <p className="text-warning mb-2" aria-hidden="true">
        {'★'.repeat(rating)}
        {'☆'.repeat(5 - rating)}
      </p>
      <p className="visually-hidden">Rated {rating} out of 5</p>
      <blockquote className="mb-3 flex-grow-1">
        <p className="mb-0">“{text}”</p>
      </blockquote>
      <figcaption className="small">
        <span className="fw-bold d-block">{name}</span>
        <span className="text-body-secondary">
          {city} · {service}
        </span>
      </figcaption>
    </figure>
  );
}
