/**
 * THE table of every route of SPEC §2. Pages load lazily; layouts wrap their area. A route a later issue
 * builds shows a titled placeholder (see `placeholder`), so every link of the product resolves today.
 */
import type { RouteObject } from 'react-router-dom';
import { cloneRoutes, page, placeholder, type DataModule } from './lazyPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { adminGuard, customerGuard, signedInAdminSkipsLogin, signedInVendorSkipsLogin, vendorGuard } from './guards';
import { VENDOR_LANDING } from '../content/vendorLinks';
import { RootFallback } from './RootFallback';

const serviceDetails = () =>
  page(
    () => import('../features/serviceDetails/ServiceDetailsPage'),
    () => import('../features/serviceDetails/serviceDetails.data'),
  );
/**
 * The customer's own pages (one chunk, features/dashboard/accountPages): the guard alone is their loader, and it
 * lives in the shell already, so they need no data chunk.
 */
const account = (name: 'DashboardPage' | 'ProfilePage' | 'SettingsPage') => ({
  loader: customerGuard,
  ...page(() => import('../features/dashboard/accountPages').then((pages) => ({ default: pages[name] }))),
});

type ContentModule = typeof import('../features/content/pages');
/** The content pages (about, legal, help, city, search…) are one chunk: one import here, see its module. */
const contentModule = () => import('../features/content/pages');
const contentPage = (name: keyof ContentModule, data?: () => Promise<DataModule>) =>
  page(async () => ({ default: (await contentModule())[name] }), data);

const customerRoutes: RouteObject[] = [
  { index: true, ...page(() => import('../features/home/HomePage')) },
  { path: 'login', ...page(() => import('../features/auth/LoginPage')) },
  { path: 'register', ...page(() => import('../features/auth/RegisterPage')) },
  { path: 'forgot-password', ...page(() => import('../features/auth/ForgotPasswordPage')) },
  { path: 'services', ...page(() => import('../features/services/ServicesPage')) },
  { path: 'services/:id', ...serviceDetails() },
  { path: 'service/:id', ...serviceDetails() },
  { path: 'about', ...contentPage('AboutPage') },
  { path: 'contact', ...contentPage('ContactPage') },
  { path: 'terms', ...contentPage('TermsPage') },
  { path: 'refund', ...contentPage('RefundPage') },
  { path: 'privacy', ...contentPage('PrivacyPage') },
  { path: 'help', ...contentPage('HelpPage') },
  { path: 'faq', ...contentPage('FaqPage') },
  { path: 'partner', ...contentPage('PartnerPage') },
  { path: 'dashboard', ...account('DashboardPage') },
  { path: 'bookings', ...account('DashboardPage') },
  { path: 'orders', ...account('DashboardPage') },
  { path: 'profile', ...account('ProfilePage') },
  { path: 'settings', ...account('SettingsPage') },
  { path: 'testimonials', ...contentPage('TestimonialsPage') },
  { path: 'become-provider', ...contentPage('BecomeProviderPage') },
  { path: 'city/:citySlug', ...contentPage('CityPage', () => import('../features/content/city.data')) },
  { path: 'search/:termSlug', ...contentPage('SearchPage', () => import('../features/content/search.data')) },
  { path: '*', ...page(() => import('../features/errors/NotFoundPage')) },
];

const vendorLogin = () => import('../features/vendor/login/VendorLoginPage');
const vendorRegister = () => import('../features/vendor/register/VendorRegisterPage');
const vendorRegisterData = () => import('../features/vendor/register/register.data');
const guarded = (path: string, title: string): RouteObject => ({ path, loader: vendorGuard, ...placeholder(title) });

const vendorRoutes: RouteObject[] = [
  { index: true, ...page(() => import('../features/vendor/landing/VendorHomePage')) },
  { path: 'dashboard', loader: vendorGuard, ...page(() => import('../features/vendor/dashboard/VendorDashboardPage')) },
  { path: 'login', loader: signedInVendorSkipsLogin, ...page(vendorLogin) },
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
  { path: '*', ...page(() => import('../features/errors/VendorNotFoundPage')) },
];

/** Vendor pages outside /vendor that still wear the vendor layout (top bar with Login / Join as Vendor). */
const vendorEntryRoutes: RouteObject[] = [
  { path: '/loginvendor', loader: signedInVendorSkipsLogin, ...page(vendorLogin) },
  { path: '/registervendor', ...page(vendorRegister, vendorRegisterData) },
  { path: VENDOR_LANDING, ...page(() => import('../features/vendor/landing/VendorLandingPage')) },
];

const adminRoutes: RouteObject[] = [
  { index: true, ...page(() => import('../features/admin/dashboard/AdminDashboardPage')) },
  { path: 'dashboard', ...page(() => import('../features/admin/dashboard/AdminDashboardPage')) },
  { path: 'categories', ...page(() => import('../features/admin/categories/CategoriesListPage')) },
  { path: 'categories/add', ...page(() => import('../features/admin/categories/AddCategoryPage')) },
  { path: 'categories/analytics', ...placeholder('Category Analytics') },
  { path: 'categories/edit/:id', ...page(() => import('../features/admin/categories/EditCategoryPage')) },
  { path: 'categories/view/:id', ...page(() => import('../features/admin/categories/ViewCategoryPage')) },
  { path: 'add-category', ...page(() => import('../features/admin/categories/AddCategoryPage')) },
  { path: 'edit-category/:id', ...page(() => import('../features/admin/categories/EditCategoryPage')) },
  { path: 'view/:id', ...page(() => import('../features/admin/categories/ViewCategoryPage')) },
  { path: 'subcategories', ...page(() => import('../features/admin/subcategories/SubcategoriesListPage')) },
  { path: 'subcategories/add', ...page(() => import('../features/admin/subcategories/AddSubcategoryAltPage')) },
  { path: 'subcategories/edit/:id', ...page(() => import('../features/admin/subcategories/EditSubcategoryPage')) },
  { path: 'subcategories/view/:id', ...page(() => import('../features/admin/subcategories/ViewSubcategoryPage')) },
  { path: 'add-subcategory', ...page(() => import('../features/admin/subcategories/AddSubcategoryBasicPage')) },
  { path: 'edit-subcategory/:id', ...page(() => import('../features/admin/subcategories/EditSubcategoryPage')) },
  { path: 'services', ...page(() => import('../features/admin/services/ServicesListPage')) },
  { path: 'services/add', ...page(() => import('../features/admin/services/AddServicePage')) },
  { path: 'services/categories', ...placeholder('Service Categories') },
  { path: 'services/featured', ...placeholder('Featured Services') },
  { path: 'services/edit/:id', ...placeholder('Edit Service') },
  { path: 'services/view/:id', ...page(() => import('../features/admin/services/ViewServicePage')) },
  { path: 'users', ...placeholder('Users') },
  { path: 'users/add', ...placeholder('Add User') },
  { path: 'users/roles', ...placeholder('User Roles') },
  { path: 'users/blocked', ...placeholder('Blocked Users') },
  { path: 'users/edit/:id', ...placeholder('Edit User') },
  { path: 'vendors', ...placeholder('Vendors') },
  { path: 'vendors/add', ...placeholder('Add Vendor') },
  { path: 'vendors/verification', ...placeholder('Vendor Verification') },
  { path: 'vendors/analytics', ...placeholder('Vendor Analytics') },
  { path: 'vendors/edit/:id', ...placeholder('Edit Vendor') },
  { path: 'bookings', ...placeholder('Bookings') },
  { path: 'bookings/pending', ...placeholder('Pending Bookings') },
  { path: 'bookings/completed', ...placeholder('Completed Bookings') },
  { path: 'bookings/cancelled', ...placeholder('Cancelled Bookings') },
  { path: 'bookings/view/:id', ...placeholder('Booking Details') },
  { path: 'reviews', ...placeholder('Reviews') },
  { path: 'payments', ...placeholder('Payments') },
  { path: 'payments/pending', ...placeholder('Pending Payments') },
  { path: 'payments/methods', ...placeholder('Payment Methods') },
  { path: 'reports', ...placeholder('Reports') },
  { path: 'reports/revenue', ...placeholder('Revenue Report') },
  { path: 'reports/bookings', ...placeholder('Bookings Report') },
  { path: 'reports/vendors', ...placeholder('Vendors Report') },
  { path: 'reports/users', ...placeholder('Users Report') },
  { path: 'settings', ...placeholder('Settings') },
  { path: 'settings/system', ...placeholder('System Settings') },
  { path: 'settings/payment', ...placeholder('Payment Settings') },
  { path: 'settings/email', ...placeholder('Email Settings') },
  { path: 'settings/notifications', ...placeholder('Notification Settings') },
  { path: 'notifications', ...placeholder('Notifications') },
  { path: 'profile', ...placeholder('Profile') },
  { path: 'help', ...placeholder('Help') },
  { path: '*', ...page(() => import('../features/errors/AdminNotFoundPage')) },
];

const table: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // The first load waits for the page's chunk and loaders; without it the router renders nothing meanwhile.
    HydrateFallback: RootFallback,
    children: [
      {
        path: '/',
        ...page(() => import('./layouts/CustomerLayout')),
        children: customerRoutes,
      },
      { ...page(() => import('./layouts/VendorLayout')), children: vendorEntryRoutes },
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
      { path: '/admin', loader: adminGuard, ...page(() => import('./layouts/AdminLayout')), children: adminRoutes },
    ],
  },
];

/** The route table for one router (the app's, a test's, a story's): each router needs its own copy. */
export const createRoutes = (): RouteObject[] => cloneRoutes(table);

/** Every concrete path of the table, for tests that walk the whole product. */
export function listPaths(routes: RouteObject[] = table, prefix = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? prefix || '/' : route.path ? joinPath(prefix, route.path) : prefix;
    return route.children ? listPaths(route.children, own) : [own];
  });
}

const joinPath = (prefix: string, path: string) =>
  path.startsWith('/') ? path : `${prefix.replace(/\/$/, '')}/${path}`;
