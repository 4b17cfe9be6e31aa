import { lazy, Suspense, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useLoaderData, useSearchParams } from 'react-router-dom';
import type { Category, CustomerUser, ServiceItem, Subcategory } from '../../api/types';
import { usePageHead } from '../../lib/usePageMeta';
import { SERVICES_HEAD } from '../../content/pageMeta';
import { useCustomerSession } from '../../lib/customerSession';
import { SiteIcon } from '../../components/SiteIcon';
import { cartCount, cartReducer, cartSubtotal } from './cart';
import { CartPanel } from './CartPanel';
import { CategorySidebar } from './CategorySidebar';
import { PackageCard } from './PackageCard';
import { servicesFilters, type loader, type ServicesCatalogue } from './ServicesPage.data';
import { Deferred } from '../../components/Deferred';
import { formatRupees } from '../../lib/money';
import { indianDigits } from '../../lib/digitGroups';
import './ServicesPage.css';
import { LoadingLine } from '../../components/LoadingLine';
import { ReadFailed } from '../../components/ReadFailed';
import { listOf, readFailed } from '../../lib/listOrEmpty';
import { withParams } from '../../lib/withParams';

// The modals (react-bootstrap's Modal, Formik) load only when someone presses Book Now.
const loadBookingModal = () => import('./BookServiceModal');
const BookServiceModal = lazy(loadBookingModal);
const LoginRequiredModal = lazy(() => import('./LoginRequiredModal'));

/** Drawn at first and per 'Show more': listservices.php has no paging, and 2,000 packages took seconds to draw. */
const PACKAGES_STEP = 24;

/** After 'Show more' focus goes to the first new card, where the button was, so the keyboard carries on there. */
function useShownPackages(packages: ServiceItem[] | null) {
  const [shown, setShown] = useState({ list: packages, count: PACKAGES_STEP });
  if (shown.list !== packages) setShown({ list: packages, count: PACKAGES_STEP });
  const count = shown.list === packages ? shown.count : PACKAGES_STEP;
  const list = useRef<HTMLUListElement>(null);
  const focusAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (focusAt.current === null) return;
    list.current?.children[focusAt.current]?.querySelector('article')?.focus();
    focusAt.current = null;
  }, [count]);
  const showMore = () => {
    focusAt.current = count;
    setShown({ list: packages, count: count + PACKAGES_STEP });
  };
  return { list, visible: packages?.slice(0, count) ?? null, showMore };
}

interface Booking {
  service: ServiceItem;
  user: CustomerUser;
  /** Each opening mounts a fresh modal: date today, empty form, location detected again. */
  opening: number;
  show: boolean;
}

export default function ServicesPage() {
  usePageHead(SERVICES_HEAD);
  // A navigation is a transition: the catalogue shown (and the pressed tile's focus) stays until the new one comes.
  const { catalogue } = useLoaderData<typeof loader>();
  const { user, validating } = useCustomerSession();
  const [cart, dispatch] = useReducer(cartReducer, []);
  // Null until first needed: the modal's code loads then.
  const [loginRequired, setLoginRequired] = useState<boolean | null>(null);
  const [booking, setBooking] = useState<Booking | null>(null);

  const bookNow = (service: ServiceItem) => {
    if (!user) setLoginRequired(true);
    else setBooking((now) => ({ service, user, opening: (now?.opening ?? 0) + 1, show: true }));
  };
  const packageCard = (service: ServiceItem) => (
    <PackageCard
      service={service}
      quantity={cart.find((line) => line.service.id === service.id)?.quantity ?? 0}
      onAdd={() => dispatch({ type: 'add', service })}
      onDecrease={() => dispatch({ type: 'decrease', serviceId: service.id })}
      onBook={() => bookNow(service)}
      bookingBlocked={validating}
      onBookIntent={user ? () => void loadBookingModal() : undefined}
    />
  );
  const count = cartCount(cart);
  const showCart = () => {
    const panel = document.getElementById('cart');
    panel?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    panel?.focus({ preventScroll: true });
  };

  return (
    <div className="services-page container py-3 py-md-4">
      <h1 className="h3 mb-1">Services</h1>
      <p className="text-body-secondary mb-3 mb-md-4">
        Choose a category, pick a package and book a professional at your doorstep.
      </p>

      <div className="row g-4">
        <Deferred resolve={catalogue} fallback={<Catalogue shown={null} packageCard={packageCard} />}>
          {(shown) => <Catalogue shown={shown} packageCard={packageCard} />}
        </Deferred>

        <div className="col-12 col-md-5 col-lg-3">
          <CartPanel lines={cart} dispatch={dispatch} />
        </div>
      </div>

      {count > 0 && (
        <button type="button" className="services-cart-bar d-md-none btn btn-primary shadow" onClick={showCart}>
          <span>
            {count} {count === 1 ? 'item' : 'items'} · {formatRupees(cartSubtotal(cart))}
          </span>
          <span>View cart</span>
        </button>
      )}

      {loginRequired !== null && (
        <Suspense fallback={null}>
          <LoginRequiredModal show={loginRequired} onHide={() => setLoginRequired(false)} />
        </Suspense>
      )}
      {booking && (
        <Suspense fallback={null}>
          <BookServiceModal
            key={booking.opening}
            show={booking.show}
            service={booking.service}
            user={booking.user}
            onHide={() => setBooking((now) => now && { ...now, show: false })}
          />
        </Suspense>
      )}
    </div>
  );
}

interface CatalogueProps {
  shown: ServicesCatalogue | null;
  packageCard: (service: ServiceItem) => ReactNode;
}

function Catalogue({ shown, packageCard }: CatalogueProps) {
  const [params, setParams] = useSearchParams();
  const { categoryId, categoryKey, subcategoryId, search } = servicesFilters(params);
  const packages = shown?.packages ?? null;
  const shownCategoryId = categoryId ?? shown?.shownCategoryId ?? null;
  // A catalogue key no category matched (`?category=repairs`) is shown as the search it became; clearing that
  // search drops the key.
  const shownSearch = categoryKey ? (shown?.searchedFor ?? null) : search;
  const keySearch = Boolean(shownSearch) && shownSearch !== search;
  const { list: packageList, visible, showMore } = useShownPackages(listOf(packages));

  const choose = (changes: Record<string, string | null>) => setParams((now) => withParams(now, changes));
  // A tile names its category by id: the breadcrumb's `category` goes, or it would outlive the choice.
  const onCategory = (category: Category | null) =>
    choose({ category: null, category_id: category ? String(category.id) : null, subcategory_id: null });
  const onSubcategory = (subcategory: Subcategory | null) =>
    choose({
      category: null,
      category_id: shownCategoryId,
      subcategory_id: subcategory ? String(subcategory.id) : null,
    });

  const categoryList = listOf(shown?.categories);
  const subcategoryList = listOf(shown?.subcategories);
  const chosenCategory = categoryList?.find((category) => String(category.id) === shownCategoryId);
  const chosenSubcategory = subcategoryList?.find((subcategory) => String(subcategory.id) === subcategoryId);

  // A link can outlive what it names (a deleted category or subcategory). Once the lists are in, an unknown id is
  // dropped, so the heading, the pressed tiles and the packages agree. A failed read or an empty list decides
  // nothing: trying again keeps the chosen filters.
  const unknownCategory = Boolean(categoryId && categoryList?.length && !chosenCategory);
  const unknownSubcategory = Boolean(categoryId && subcategoryId && subcategoryList?.length && !chosenSubcategory);
  const dropUnknown: Record<string, null> | null = unknownCategory
    ? { category: null, category_id: null, subcategory_id: null }
    : unknownSubcategory
      ? { subcategory_id: null }
      : null;
  // A chosen category or subcategory whose name is not known (its list loading, or not read) is not 'All Services':
  // the packages below are still only the chosen ones.
  const listTitle =
    chosenSubcategory?.name ??
    chosenCategory?.name ??
    (shownCategoryId || subcategoryId ? 'Selected category' : 'All Services');

  return (
    <>
      {dropUnknown && <Navigate replace to={{ search: withParams(params, dropUnknown).toString() }} />}
      <div className="col-12 col-lg-3">
        <CategorySidebar
          categories={shown?.categories ?? null}
          categoryId={shownCategoryId}
          subcategories={shown ? shown.subcategories : null}
          subcategoryId={subcategoryId}
          onCategory={onCategory}
          onSubcategory={onSubcategory}
        />
      </div>

      <section
        className="services-packages col-12 col-md-7 col-lg-6"
        aria-labelledby="packages-title"
        aria-busy={packages === null}
      >
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <div className="min-w-0">
            <h2 id="packages-title" className="h4 m-0">
              {listTitle}
            </h2>
            {shownSearch && (
              <p className="small text-body-secondary m-0">
                Results for “{shownSearch}” ·{' '}
                <Link
                  to={{ search: withParams(params, { search: null, ...(keySearch && { category: null }) }).toString() }}
                >
                  Clear search
                </Link>
              </p>
            )}
          </div>
          {/* Filter and Sort have no behaviour yet (docs/decisions.md). */}
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-outline-secondary btn-sm">
              Filter
            </button>
            <button type="button" className="btn btn-outline-secondary btn-sm">
              Sort
            </button>
          </div>
        </div>

        {readFailed(packages) ? (
          <ReadFailed
            what="packages"
            className="services-empty d-flex flex-column align-items-center gap-3 text-center p-4"
          />
        ) : packages === null || visible === null ? (
          <LoadingLine>Loading packages…</LoadingLine>
        ) : packages.length === 0 ? (
          <div className="services-empty text-center p-4">
            <SiteIcon name="search" size={32} className="text-brand mb-2" />
            <p className="fw-semibold mb-1">No Packages Found</p>
            <p className="small text-body-secondary m-0">Try another category or subcategory.</p>
          </div>
        ) : (
          <>
            <ul ref={packageList} className="list-unstyled d-grid gap-3 m-0" aria-label={`${listTitle} packages`}>
              {visible.map((service) => (
                <li key={service.id}>{packageCard(service)}</li>
              ))}
            </ul>
            {packages.length > PACKAGES_STEP && (
              <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
                <p className="small text-body-secondary m-0" role="status">
                  Showing {indianDigits(visible.length)} of {indianDigits(packages.length)} packages
                </p>
                {visible.length < packages.length && (
                  <button type="button" className="btn btn-outline-primary" onClick={showMore}>
                    Show more
                  </button>
                )}
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}
