import { useRef, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { Rating } from '../../components/Rating';
import { TRENDING_SEARCHES } from '../../content/footer';
import { formatRupees } from '../../lib/money';
import { slugify } from '../../lib/slugify';
import { truncate } from '../../lib/truncate';
import { usePageMeta } from '../../lib/usePageMeta';
import { ContentPage } from './ContentPage';
import type { SearchData } from './search.data';

const inServices = (service: { category_id: number; subcategory_id: number }) =>
  `/services?category_id=${service.category_id}&subcategory_id=${service.subcategory_id}`;

function SearchAgain({ term }: { term: string }) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const slug = slugify(input.current?.value.trim() ?? '');
    if (slug) navigate(`/search/${slug}`);
  };
  return (
    <form role="search" className="d-flex gap-2 mt-4" onSubmit={submit}>
      <label htmlFor="search-again" className="visually-hidden">
        Search services
      </label>
      <input ref={input} id="search-again" type="search" className="form-control" defaultValue={term} />
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}

export function SearchView({ term, query, exact, services }: SearchData) {
  usePageMeta(
    `Search results for “${term}”`,
    `Book ${term} with verified professionals at home: prices, ratings and slots.`,
  );
  const count = `${services.length} ${services.length === 1 ? 'service' : 'services'}`;
  return (
    <ContentPage
      title={`Search results for “${term}”`}
      lead="Services you can book with our verified professionals."
      bodyClassName="mb-5"
      actions={<SearchAgain key={term} term={term} />}
    >
      <p role="status" className="fw-semibold">
        {services.length === 0
          ? `No services match “${term}”.`
          : exact
            ? `${count} found.`
            : `No service matches the whole phrase; ${count} match some of its words.`}
      </p>
      {services.length > 0 ? (
        <>
          <h2 className="visually-hidden">Matching services</h2>
          <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3 list-unstyled">
            {services.map((service) => (
              <li key={service.id} className="col">
                <div className="content-card d-flex flex-column">
                  <h3 className="h6 fw-bold mb-1">{service.name}</h3>
                  <Rating value={service.rating ?? 4.5} reviews={service.review_count ?? 50} />
                  <p className="small text-body-secondary flex-grow-1">{truncate(service.short_description, 100)}</p>
                  <p className="fw-bold mb-2">{formatRupees(service.price)}</p>
                  <Link to={inServices(service)} className="btn btn-outline-primary btn-sm align-self-start">
                    View in Services<span className="visually-hidden">: {service.name}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          {exact && <Link to={`/services?search=${encodeURIComponent(query)}`}>Show these in All Services</Link>}
        </>
      ) : (
        <section aria-labelledby="try-instead">
          <h2 id="try-instead" className="h5 fw-bold">
            Try one of these
          </h2>
          <ul className="list-unstyled d-flex flex-wrap gap-2">
            {TRENDING_SEARCHES.map((item) => (
              <li key={item}>
                <Link to={`/search/${slugify(item)}`} className="btn btn-outline-primary btn-sm">
                  {item}
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/services">Browse all services</Link>
        </section>
      )}
    </ContentPage>
  );
}

export const SearchPage = () => <SearchView {...useLoaderData<SearchData>()} />;
