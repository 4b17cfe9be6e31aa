import type { RouteObject } from 'react-router-dom';
import { page, placeholder } from './lazyPage';

/** The older paths (add-category, view/:id…) share their page's route definition. */
const addCategory = page(
  () => import('../features/admin/categories/AddCategoryPage'),
  () => import('../features/admin/categories/AddCategoryPage.data'),
);
const editCategory = page(
  () => import('../features/admin/categories/EditCategoryPage'),
  () => import('../features/admin/categories/EditCategoryPage.data'),
);
const viewCategory = page(
  () => import('../features/admin/categories/ViewCategoryPage'),
  () => import('../features/admin/categories/ViewCategoryPage.data'),
);
const editSubcategory = page(
  () => import('../features/admin/subcategories/EditSubcategoryPage'),
  () => import('../features/admin/subcategories/EditSubcategoryPage.data'),
);

/** Every admin page but its home (routes.tsx), loaded with the area. */
export const adminRoutes: RouteObject[] = [
  { path: 'dashboard', ...page(() => import('../features/admin/dashboard/AdminDashboardPage')) },
  {
    path: 'categories',
    ...page(
      () => import('../features/admin/categories/CategoriesListPage'),
      () => import('../features/admin/categories/CategoriesListPage.data'),
    ),
  },
  { path: 'categories/add', ...addCategory },
  { path: 'categories/analytics', ...placeholder('Category Analytics') },
  { path: 'categories/edit/:id', ...editCategory },
  { path: 'categories/view/:id', ...viewCategory },
  { path: 'add-category', ...addCategory },
  { path: 'edit-category/:id', ...editCategory },
  { path: 'view/:id', ...viewCategory },
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
  { path: 'subcategories/edit/:id', ...editSubcategory },
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
  { path: 'edit-subcategory/:id', ...editSubcategory },
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
  {
    path: 'services/add/subcategories/:categoryId',
    lazy: {
      loader: async () => (await import('../features/admin/services/AddServicePage.data')).subcategoriesLoader,
    },
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
