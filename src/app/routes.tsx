/**
 * THE table of every route of SPEC §2. Pages load lazily; layouts wrap their area. A route a later issue
 * builds shows a titled placeholder (see `placeholder`), so every link of the product resolves today.
 */
import type { DOMRouterOpts, RouteObject } from 'react-router-dom';
import { cloneRoutes, page, placeholder } from './lazyPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { adminGuard, signedInAdminSkipsLogin } from './guards';

const customerRoutes: RouteObject[] = [
  {
    index: true,
    ...page(
      () => import('../features/home/HomePage'),
      () => import('../features/home/HomePage.data'),
    ),
  },
  { path: 'login', ...page(() => import('../features/auth/LoginPage')) },
  { path: 'register', ...page(() => import('../features/auth/RegisterPage')) },
  { path: 'forgot-password', ...page(() => import('../features/auth/ForgotPasswordPage')) },
  {
    path: 'services',
    ...page(
      () => import('../features/services/ServicesPage'),
      () => import('../features/services/ServicesPage.data'),
    ),
  },
  { path: 'services/:id', ...placeholder('Service details') },
  { path: 'service/:id', ...placeholder('Service details') },
  { path: 'about', ...placeholder('About Us') },
  { path: 'contact', ...placeholder('Contact Us') },
  { path: 'terms', ...placeholder('Terms & Conditions') },
  { path: 'refund', ...placeholder('Refund Policy') },
  { path: 'privacy', ...placeholder('Privacy Policy') },
  { path: 'help', ...placeholder('Help Center') },
  { path: 'faq', ...placeholder('Frequently Asked Questions') },
  { path: 'partner', ...placeholder('Partner with us') },
  { path: 'dashboard', ...placeholder('My Dashboard') },
  { path: 'bookings', ...placeholder('My Bookings') },
  { path: 'orders', ...placeholder('My Orders') },
  { path: 'profile', ...placeholder('My Profile') },
  { path: 'settings', ...placeholder('Settings') },
  { path: 'testimonials', ...placeholder('Testimonials') },
  { path: 'become-provider', ...placeholder('Become a Service Provider') },
  { path: 'city/:citySlug', ...placeholder('Services in your city') },
  { path: 'search/:termSlug', ...placeholder('Search results') },
  { path: '*', ...page(() => import('../features/errors/NotFoundPage')) },
];

const vendorRoutes: RouteObject[] = [
  { index: true, ...placeholder('Vendor Portal') },
  { path: 'dashboard', ...placeholder('Vendor Dashboard') },
  { path: 'login', ...placeholder('Vendor Login') },
  { path: 'register', ...placeholder('Join as Vendor') },
  { path: 'forgot-password', ...placeholder('Forgot password') },
  { path: 'services', ...placeholder('My Services') },
  { path: 'services/add', ...placeholder('Add Service') },
  { path: 'services/edit/:id', ...placeholder('Edit Service') },
  { path: 'orders', ...placeholder('Orders') },
  { path: 'orders/:id', ...placeholder('Order Details') },
  { path: 'bookings', ...placeholder('Bookings') },
  { path: 'bookings/:id', ...placeholder('Booking Details') },
  { path: 'customers', ...placeholder('Customers') },
  { path: 'customers/:id', ...placeholder('Customer Details') },
  { path: 'earnings', ...placeholder('Earnings') },
  { path: 'reviews', ...placeholder('Reviews') },
  { path: 'analytics', ...placeholder('Analytics') },
  { path: 'profile', ...placeholder('Profile') },
  { path: 'settings', ...placeholder('Settings') },
  { path: 'notifications', ...placeholder('Notifications') },
  { path: 'help', ...placeholder('Help') },
  { path: '*', ...page(() => import('../features/errors/VendorNotFoundPage')) },
];

const ADMIN_ROUTE_ID = 'admin';

const table: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/',
        ...page(() => import('./layouts/CustomerLayout')),
        children: customerRoutes,
      },
      { path: '/loginvendor', ...placeholder('Vendor Login') },
      { path: '/registervendor', ...placeholder('Join as Vendor') },
      { path: '/vendor', ...page(() => import('./layouts/VendorLayout')), children: vendorRoutes },
      {
        path: '/adminlogin',
        loader: signedInAdminSkipsLogin,
        ...page(() => import('../features/admin/auth/AdminLoginPage')),
      },
      {
        path: '/admin/login',
        loader: signedInAdminSkipsLogin,
        ...page(() => import('../features/admin/auth/AdminLoginPage')),
      },
      // The admin pages' table is patched in on the first navigation under /admin (see patchRoutesOnNavigation).
      {
        id: ADMIN_ROUTE_ID,
        path: '/admin',
        loader: adminGuard,
        ...page(() => import('./layouts/AdminLayout')),
        // /admin itself matches without a patch, so its home is here; the rest comes with src/app/adminRoutes.tsx.
        children: [{ index: true, ...page(() => import('../features/admin/dashboard/AdminDashboardPage')) }],
      },
    ],
  },
];

/** The route table for one router (the app's, a test's, a story's): each router needs its own copy. */
export const createRoutes = (): RouteObject[] => cloneRoutes(table);

/**
 * Options every router built from `createRoutes()` takes. The admin area's route table (~60 entries) is its own
 * chunk, patched in when a navigation first enters /admin, so customer pages do not download it.
 */
export const routerOptions: Pick<DOMRouterOpts, 'patchRoutesOnNavigation'> = {
  async patchRoutesOnNavigation({ path, patch }) {
    if (path !== '/admin' && !path.startsWith('/admin/')) return;
    const { adminRoutes } = await import('./adminRoutes');
    patch(ADMIN_ROUTE_ID, cloneRoutes(adminRoutes));
  },
};

/** Every concrete path of a table (tests pass the whole product: see src/test/routePaths.ts). */
export function listPaths(routes: RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? prefix || '/' : route.path ? joinPath(prefix, route.path) : prefix;
    return route.children ? listPaths(route.children, own) : [own];
  });
}

const joinPath = (prefix: string, path: string) =>
  path.startsWith('/') ? path : `${prefix.replace(/\/$/, '')}/${path}`;
