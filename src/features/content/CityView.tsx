import { Link, useLoaderData } from 'react-router-dom';
import { CITY_REGIONS, POPULAR_SERVICE_GROUPS } from '../../content/footer';
import { serviceSlugTarget } from '../../lib/serviceSlug';
import { slugify } from '../../lib/slugify';
import { truncate } from '../../lib/truncate';
import { usePageMeta } from '../../lib/usePageMeta';
import type { Category } from '../../api/types';
import type { CityData } from './city.data';
import type { City } from './cities';
import { ContentPage } from './ContentPage';
import { PageSection } from './PageSection';

function CityLinks({ names }: { names: string[] }) {
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 m-0">
      {names.map((name) => (
        <li key={name}>
          <Link to={`/city/${slugify(name)}`} className="btn btn-outline-primary btn-sm">
            {name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function UnknownCity() {
  usePageMeta('City not served yet', 'The cities where you can book home services with us.');
  return (
    <ContentPage
      title="We are not in this city yet"
      lead="We are growing fast. Meanwhile, these are the cities where you can book our professionals today."
      bodyClassName="mb-5"
    >
      {CITY_REGIONS.map((region) => (
        <section key={region.title} className="mb-4" aria-labelledby={slugify(region.title)}>
          <h2 id={slugify(region.title)} className="h5 fw-bold">
            {region.title}
          </h2>
          <CityLinks names={region.items} />
        </section>
      ))}
    </ContentPage>
  );
}

export function CityView({ city, categories }: CityData) {
  return city ? <KnownCity city={city} categories={categories} /> : <UnknownCity />;
}

function KnownCity({ city, categories }: { city: City; categories: Category[] }) {
  usePageMeta(
    `Home Services in ${city.name}`,
    `Book verified professionals for cleaning, repairs, beauty and more in ${city.name}.`,
  );
  return (
    <ContentPage
      title={`Home Services in ${city.name}`}
      lead={`Verified professionals across ${city.name} for cleaning, repairs, appliances, beauty, wellness and more, booked in a minute.`}
      actions={
        <Link to="/services" className="btn btn-primary">
          All Services
        </Link>
      }
    >
      <PageSection id="city-categories" title={`Services available in ${city.name}`}>
        {categories.length ? (
          <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 list-unstyled m-0">
            {categories.map((category) => (
              <li key={category.id} className="col">
                <div className="content-card">
                  <h3 className="h6 fw-bold">
                    <Link to={`/services?category_id=${category.id}`}>{category.name}</Link>
                  </h3>
                  <p className="small text-body-secondary mb-0">{truncate(category.description, 100)}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p>
            No services are listed right now. Please try again in a little while or{' '}
            <Link to="/services">browse all services</Link>.
          </p>
        )}
      </PageSection>
      <PageSection id="city-popular" title={`Popular in ${city.name}`}>
        <div className="row row-cols-2 row-cols-md-4 g-3">
          {POPULAR_SERVICE_GROUPS.map((group) => (
            <div key={group.title} className="col">
              <h3 className="h6 fw-bold">{group.title}</h3>
              <ul className="list-unstyled m-0">
                {group.items.map((item) => (
                  <li key={item} className="py-1">
                    <Link to={serviceSlugTarget(slugify(item))}>{item}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </PageSection>
      <PageSection id="city-nearby" title={`Also in ${city.region}`}>
        <CityLinks names={city.neighbours} />
      </PageSection>
    </ContentPage>
  );
}

export const CityPage = () => <CityView {...useLoaderData<CityData>()} />;
