import { Link } from 'react-router-dom';
import { BRAND } from '../../content/brand';
import {
  CITY_REGIONS,
  FOOTER_CLAIMS,
  FOOTER_LINK_GROUPS,
  OFFER_CODES,
  POPULAR_SERVICE_GROUPS,
  SOCIAL_LINKS,
  TRENDING_SEARCHES,
  type NamedList,
} from '../../content/footer';
import { SUPPORT } from '../../content/support';
import { slugify } from '../../lib/slugify';
import './SiteFooter.css';

function LinkColumns({
  heading,
  groups,
  href,
}: {
  heading: string;
  groups: NamedList[];
  href: (item: string) => string;
}) {
  const id = slugify(heading);
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="footer-heading">
        {heading}
      </h2>
      <div className="row row-cols-2 row-cols-md-4 g-3">
        {groups.map((group) => (
          <div key={group.title} className="col">
            <h3 className="footer-subheading">{group.title}</h3>
            <ul className="list-unstyled m-0">
              {group.items.map((item) => (
                <li key={item}>
                  <Link to={href(item)}>{item}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

export default function SiteFooterContent() {
  return (
    <footer className="site-footer mt-5 pt-5 pb-4">
      <div className="container">
        <div className="row g-4 mb-4">
          <div className="col-12 col-lg-4">
            <p className="h4 text-white fw-bold mb-2">{BRAND.name}</p>
            <p className="mb-3">{BRAND.tagline}.</p>
            <ul className="list-unstyled footer-claims mb-3">
              <li>{FOOTER_CLAIMS.support}</li>
              <li>{FOOTER_CLAIMS.since}</li>
            </ul>
            <address className="mb-0 footer-contact">
              <span className="d-block">{SUPPORT.address}</span>
              <a className="d-block" href={SUPPORT.phoneHref}>
                {SUPPORT.phone}
              </a>
              <a className="d-block" href={`mailto:${SUPPORT.email}`}>
                {SUPPORT.email}
              </a>
            </address>
          </div>
          {FOOTER_LINK_GROUPS.map((group) => (
            <nav key={group.title} className="col-6 col-sm-4 col-lg" aria-label={group.title}>
              <h2 className="footer-heading">{group.title}</h2>
              <ul className="list-unstyled m-0">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <LinkColumns
          heading="Popular services"
          groups={POPULAR_SERVICE_GROUPS}
          href={(item) => `/services/${slugify(item)}`}
        />
        <LinkColumns heading="Cities we serve" groups={CITY_REGIONS} href={(item) => `/city/${slugify(item)}`} />

        <section aria-labelledby="footer-trending" className="mb-4">
          <h2 id="footer-trending" className="footer-heading">
            Trending searches
          </h2>
          <ul className="list-unstyled d-flex flex-wrap gap-2 m-0">
            {TRENDING_SEARCHES.map((term) => (
              <li key={term}>
                <Link className="footer-chip" to={`/search/${slugify(term)}`}>
                  {term}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-offers" className="mb-4">
          <h2 id="footer-offers" className="footer-heading">
            Offers for you
          </h2>
          <ul className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-2 m-0">
            {OFFER_CODES.map((offer) => (
              <li key={offer.code} className="col">
                <span className="footer-offer">
                  <code>{offer.code}</code> {offer.text}
                </span>
              </li>
            ))}
          </ul>
        </section>

        <div className="d-flex flex-column flex-md-row justify-content-between align-items-md-center gap-3 border-top border-secondary pt-3">
          <p className="m-0 small">
            © {FOOTER_CLAIMS.copyrightYear} {BRAND.name}. All rights reserved.
          </p>
          <ul className="list-unstyled d-flex flex-wrap gap-3 m-0 small" aria-label="Follow us">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <a href={social.href} target="_blank" rel="noopener noreferrer">
                  {social.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
