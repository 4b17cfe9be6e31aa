/** THE route table. A page the product rules do not describe is a titled placeholder, so every link resolves. */
import type { DOMRouterOpts, RouteObject } from 'react-router-dom';
import { cloneRoutes, namedPage, page, placeholder, shellPage } from './lazyPage';
import {
  adminGuard,
  customerGuard,
  signedInAdminSkipsLogin,
  signedInVendorSkipsLogin,
  vendorGuard,
} from '../lib/routeGuards';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { VENDOR_LANDING } from '../content/vendorLinks';

const serviceDetails = page(
  () => import('../features/serviceDetails/ServiceDetailsPage'),
  () => import('../features/serviceDetails/serviceDetails.data'),
);
/** The customer's own pages (one chunk): their loader is the guard alone, already in the shell, so no data chunk. */
const account = (name: 'DashboardPage' | 'ProfilePage' | 'SettingsPage') => ({
  loader: customerGuard,
  ...namedPage(() => import('../features/dashboard/accountPages'), name),
});

/** The content pages (about, legal, help, city, search…) are one chunk, see its module. */
const content = () => import('../features/content/pages');
const notFoundPages = () => import('../features/errors/NotFoundPages');
/** The contact form's action, on both pages that show the form. */
const contactData = () => import('../features/content/contact.data');

const customerRoutes: RouteObject[] = [
  {
    index: true,
    ...shellPage(
      () => import('../features/home/HomePage'),
      () => import('../features/home/HomePage.data'),
    ),
  },
  // No page: the home tile row's fetcher reads a category's subcategories here (`subcategoriesPath`).
  {
    path: 'home/subcategories/:categoryId',
    lazy: { loader: async () => (await import('../features/home/HomePage.data')).subcategoriesLoader },
  },
  {
    path: 'login',
    ...page(
      () => import('../features/auth/LoginPage'),
      () => import('../features/auth/LoginPage.data'),
    ),
  },
  {
    path: 'register',
    ...page(
      () => import('../features/auth/RegisterPage'),
      () => import('../features/auth/RegisterPage.data'),
    ),
  },
  { path: 'forgot-password', ...page(() => import('../features/auth/ForgotPasswordPage')) },
  {
    path: 'services',
    ...page(
      () => import('../features/services/ServicesPage'),
      () => import('../features/services/ServicesPage.data'),
    ),
  },
  { path: 'services/:id', ...serviceDetails },
  { path: 'service/:id', ...serviceDetails },
  { path: 'about', ...namedPage(content, 'AboutPage') },
  { path: 'contact', ...namedPage(content, 'ContactPage', contactData) },
  { path: 'terms', ...namedPage(content, 'TermsPage') },
  { path: 'refund', ...namedPage(content, 'RefundPage') },
  { path: 'privacy', ...namedPage(content, 'PrivacyPage') },
  { path: 'help', ...namedPage(content, 'HelpPage', contactData) },
  { path: 'faq', ...namedPage(content, 'FaqPage') },
  { path: 'partner', ...namedPage(content, 'PartnerPage') },
  ...['dashboard', 'bookings', 'orders'].map((path) => ({ path, ...account('DashboardPage') })),
  { path: 'profile', ...account('ProfilePage') },
  { path: 'settings', ...account('SettingsPage') },
  { path: 'testimonials', ...namedPage(content, 'TestimonialsPage') },
  { path: 'become-provider', ...namedPage(content, 'BecomeProviderPage') },
  { path: 'city/:citySlug', ...namedPage(content, 'CityPage', () => import('../features/content/city.data')) },
  { path: 'search/:termSlug', ...namedPage(content, 'SearchPage', () => import('../features/content/search.data')) },
  { path: '*', ...namedPage(notFoundPages, 'NotFoundPage') },
];

/** A login page's guard (a signed-in user skips it) is its static loader; its module gives the write. */
const LOGIN_PARTS = ['action', 'shouldRevalidate'] as const;
const vendorLogin = () => import('../features/vendor/login/VendorLoginPage');
const vendorLoginData = () => import('../features/vendor/login/VendorLoginPage.data');
const vendorRegister = () => import('../features/vendor/register/VendorRegisterPage');
const vendorRegisterData = () => import('../features/vendor/register/register.data');
const guarded = (path: string, title: string): RouteObject => ({ path, loader: vendorGuard, ...placeholder(title) });

const vendorRoutes: RouteObject[] = [
  { index: true, ...page(() => import('../features/vendor/landing/VendorHomePage')) },
  { path: 'dashboard', loader: vendorGuard, ...page(() => import('../features/vendor/dashboard/VendorDashboardPage')) },
  { path: 'login', loader: signedInVendorSkipsLogin, ...page(vendorLogin, vendorLoginData, LOGIN_PARTS) },
  { path: 'register', ...page(vendorRegister, vendorRegisterData) },
  { path: 'forgot-password', ...placeholder('Forgot password') },
  guarded('services', 'My Services'),
  guarded('services/add', 'Add Service'),
  guarded('services/edit/:id', 'Edit Service'),
  guarded('orders', 'Orders'),
  guarded('orders/:id', 'Order Details'),
  guarded('bookings', 'Bookings'),
  guarded('bookings/:id', 'Booking Details'),
  guarded('customers', 'Customers'),
  guarded('customers/:id', 'Customer Details'),
  guarded('earnings', 'Earnings'),
  guarded('reviews', 'Reviews'),
  guarded('analytics', 'Analytics'),
  guarded('profile', 'Profile'),
  guarded('settings', 'Settings'),
  guarded('notifications', 'Notifications'),
  guarded('help', 'Help'),
  { path: '*', ...namedPage(notFoundPages, 'VendorNotFoundPage') },
];

/** Vendor pages outside /vendor that still wear the vendor layout (top bar with Login / Join as Vendor). */
const vendorEntryRoutes: RouteObject[] = [
  { path: '/loginvendor', loader: signedInVendorSkipsLogin, ...page(vendorLogin, vendorLoginData, LOGIN_PARTS) },
  { path: '/registervendor', ...page(vendorRegister, vendorRegisterData) },
  { path: VENDOR_LANDING, ...page(() => import('../features/vendor/landing/VendorLandingPage')) },
];

const ADMIN_ROUTE_ID = 'admin';
const adminLogin = () => import('../features/admin/auth/AdminLoginPage');
const adminLoginData = () => import('../features/admin/auth/AdminLoginPage.data');

const table: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // The first load waits for the page's chunk and loaders; without it the router renders nothing meanwhile.
    HydrateFallback: () => (
      <p className="container py-5 text-center" role="status">
        Loading…
      </p>
    ),
    children: [
      {
        path: '/',
        ...shellPage(() => import('./layouts/CustomerLayout')),
        children: customerRoutes,
      },
      { ...page(() => import('./layouts/VendorLayout')), children: vendorEntryRoutes },
      { path: '/vendor', ...page(() => import('./layouts/VendorLayout')), children: vendorRoutes },
      { path: '/adminlogin', loader: signedInAdminSkipsLogin, ...page(adminLogin, adminLoginData, LOGIN_PARTS) },
      { path: '/admin/login', loader: signedInAdminSkipsLogin, ...page(adminLogin, adminLoginData, LOGIN_PARTS) },
      // The admin pages' table is patched in on the first navigation under /admin (see patchRoutesOnNavigation).
      {
        id: ADMIN_ROUTE_ID,
        path: '/admin',
        middleware: [adminGuard],
        ...page(() => import('./layouts/AdminLayout')),
        // /admin itself matches without a patch, so its home is here; the rest comes with src/app/adminRoutes.tsx.
        children: [{ index: true, ...page(() => import('../features/admin/dashboard/AdminDashboardPage')) }],
      },
    ],
  },
];

/** The route table for one router (the app's, a test's, a story's): each router needs its own copy. */
export const createRoutes = (): RouteObject[] => cloneRoutes(table);

/** Options every router built from `createRoutes()` takes: customer pages do not download the admin table. */
export const routerOptions: Pick<DOMRouterOpts, 'patchRoutesOnNavigation'> = {
  async patchRoutesOnNavigation({ path, patch }) {
    const patched = await patchedRoutesFor(path);
    if (patched) patch(patched.parentId, patched.children);
  },
};

/** The routes a first navigation to `path` patches in, and the id of the route they join; null for none. */
export async function patchedRoutesFor(path: string): Promise<{ parentId: string; children: RouteObject[] } | null> {
  if (path !== '/admin' && !path.startsWith('/admin/')) return null;
  const { adminRoutes } = await import('./adminRoutes');
  return { parentId: ADMIN_ROUTE_ID, children: cloneRoutes(adminRoutes) };
}
