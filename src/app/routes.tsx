/**
 * THE table of every route of SPEC §2. Pages load lazily; layouts wrap their area. A route a later issue
 * builds shows a titled placeholder (see `placeholder`), so every link of the product resolves today.
 */
import type { RouteObject } from 'react-router-dom';
import { cloneRoutes, page, placeholder } from './lazyPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { adminGuard, signedInAdminSkipsLogin } from './guards';

const customerRoutes: RouteObject[] = [
  { index: true, ...page(() => import('../features/home/HomePage')) },
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

const adminRoutes: RouteObject[] = [
  { index: true, ...page(() => import('../features/admin/dashboard/AdminDashboardPage')) },
  { path: 'dashboard', ...page(() => import('../features/admin/dashboard/AdminDashboardPage')) },
  {
    path: 'categories',
    ...page(
      () => import('../features/admin/categories/CategoriesListPage'),
      () => import('../features/admin/categories/CategoriesListPage.data'),
    ),
  },
  { path: 'categories/add', ...page(() => import('../features/admin/categories/AddCategoryPage')) },
  { path: 'categories/analytics', ...placeholder('Category Analytics') },
  {
    path: 'categories/edit/:id',
    ...page(
      () => import('../features/admin/categories/EditCategoryPage'),
      () => import('../features/admin/categories/EditCategoryPage.data'),
    ),
  },
  {
    path: 'categories/view/:id',
    ...page(
      () => import('../features/admin/categories/ViewCategoryPage'),
      () => import('../features/admin/categories/ViewCategoryPage.data'),
    ),
  },
  { path: 'add-category', ...page(() => import('../features/admin/categories/AddCategoryPage')) },
  {
    path: 'edit-category/:id',
    ...page(
      () => import('../features/admin/categories/EditCategoryPage'),
      () => import('../features/admin/categories/EditCategoryPage.data'),
    ),
  },
  {
    path: 'view/:id',
    ...page(
      () => import('../features/admin/categories/ViewCategoryPage'),
      () => import('../features/admin/categories/ViewCategoryPage.data'),
    ),
  },
  {
    path: 'subcategories',
    ...page(
      () => import('../features/admin/subcategories/SubcategoriesListPage'),
      () => import('../features/admin/subcategories/SubcategoriesListPage.data'),
    ),
  },
  {
    path: 'subcategories/add',
    ...page(
      () => import('../features/admin/subcategories/AddSubcategoryAltPage'),
      () => import('../features/admin/subcategories/AddSubcategoryAltPage.data'),
    ),
  },
  {
    path: 'subcategories/edit/:id',
    ...page(
      () => import('../features/admin/subcategories/EditSubcategoryPage'),
      () => import('../features/admin/subcategories/EditSubcategoryPage.data'),
    ),
  },
  {
    path: 'subcategories/view/:id',
    ...page(
      () => import('../features/admin/subcategories/ViewSubcategoryPage'),
      () => import('../features/admin/subcategories/ViewSubcategoryPage.data'),
    ),
  },
  {
    path: 'add-subcategory',
    ...page(
      () => import('../features/admin/subcategories/AddSubcategoryBasicPage'),
      () => import('../features/admin/subcategories/AddSubcategoryBasicPage.data'),
    ),
  },
  {
    path: 'edit-subcategory/:id',
    ...page(
      () => import('../features/admin/subcategories/EditSubcategoryPage'),
      () => import('../features/admin/subcategories/EditSubcategoryPage.data'),
    ),
  },
  {
    path: 'services',
    ...page(
      () => import('../features/admin/services/ServicesListPage'),
      () => import('../features/admin/services/ServicesListPage.data'),
    ),
  },
  {
    path: 'services/add',
    ...page(
      () => import('../features/admin/services/AddServicePage'),
      () => import('../features/admin/services/AddServicePage.data'),
    ),
  },
  { path: 'services/categories', ...placeholder('Service Categories') },
  { path: 'services/featured', ...placeholder('Featured Services') },
  { path: 'services/edit/:id', ...placeholder('Edit Service') },
  {
    path: 'services/view/:id',
    ...page(
      () => import('../features/admin/services/ViewServicePage'),
      () => import('../features/admin/services/ViewServicePage.data'),
    ),
  },
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
