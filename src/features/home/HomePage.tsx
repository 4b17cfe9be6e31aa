import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { WhenNear } from '../../components/WhenNear';
import { BRAND } from '../../content/brand';
import { DOWNLOAD_APP, HERO_SLIDES, POSTERS, REFER_AND_EARN } from '../../content/home';
import { usePageHead } from '../../lib/usePageMeta';
import { HOME_HEAD } from '../../content/pageMeta';
import { useCustomerSession } from '../../lib/customerSession';
import { CategoryTiles } from './CategoryTiles';
import { HeroCarousel } from './HeroCarousel';
import './HomePage.css';

// Everything below the posters is its own chunk, loaded as the visitor scrolls towards it (budget of `/`).
const HomeMore = lazy(() => import('./HomeMore'));
const LOWER_PART_MARGIN = '300px 0px';

export default function HomePage() {
  usePageHead(HOME_HEAD);
  const { user } = useCustomerSession();

  return (
    <div className="home container py-3 py-md-4">
      <h1 className="visually-hidden">
        {BRAND.name}: {BRAND.tagline}
      </h1>

      <div className="row g-3 mb-5">
        <div className="col-12 col-lg-8">
          <HeroCarousel slides={HERO_SLIDES} />
        </div>
        <div className="col-12 col-lg-4 d-flex flex-column flex-sm-row flex-lg-column gap-3">
          <section className="promo-panel promo-refer flex-fill" aria-labelledby="refer-title">
            <h2 id="refer-title" className="h5">
              {REFER_AND_EARN.title}
            </h2>
            <p className="mb-3">{REFER_AND_EARN.text}</p>
            <p className="promo-points" aria-hidden="true">
              {REFER_AND_EARN.maxPoints}
              <small> points</small>
            </p>
            <Link to={user ? '/dashboard' : '/register'} className="btn btn-light btn-sm fw-semibold">
              {user ? 'Invite friends' : 'Sign up to refer'}
            </Link>
          </section>
          <section className="promo-panel promo-app flex-fill" aria-labelledby="app-title">
            <h2 id="app-title" className="h5">
              {DOWNLOAD_APP.title}
            </h2>
            <p className="mb-3">{DOWNLOAD_APP.text}</p>
            <ul className="list-unstyled d-flex flex-wrap gap-2 m-0" aria-label="App stores">
              <li className="store-badge">
                Google Play <small>coming soon</small>
              </li>
              <li className="store-badge">
                App Store <small>coming soon</small>
              </li>
            </ul>
          </section>
        </div>
      </div>

      <CategoryTiles />

      <section aria-label="Offers" className="mb-5">
        <ul className="row row-cols-1 row-cols-md-3 g-3 list-unstyled m-0">
          {POSTERS.map((poster) => (
            <li key={poster.title} className="col">
              <Link to={poster.to} className="poster d-block text-decoration-none">
                <img src={poster.image} alt="" width={600} height={300} loading="lazy" className="poster-img" />
                <span className="poster-text">
                  <span className="d-block fw-bold fs-5">{poster.title}</span>
                  <span className="d-block small">{poster.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <WhenNear rootMargin={LOWER_PART_MARGIN} placeholderClassName="home-lower-placeholder">
        <HomeMore />
      </WhenNear>
    </div>
  );
}
