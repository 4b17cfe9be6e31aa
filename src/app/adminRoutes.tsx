import type { RouteObject } from 'react-router-dom';
import { namedPage, page, placeholder, type DataModule, type PageModule } from './lazyPage';

const pages = import.meta.glob<PageModule>('../features/admin/*/*Page.tsx');
const dataModules = import.meta.glob<DataModule>('../features/admin/*/*Page.data.ts');

/** An admin page (`<area>/<Name>Page`) with the data module beside it (`<Name>Page.data.ts`), or `data`'s. */
function adminPage(name: string, data = name) {
  const load = pages[`../features/admin/${name}.tsx`];
  if (!load) throw new Error(`No admin page ${name}`);
  return page(load, dataModules[`../features/admin/${data}.data.ts`]);
}

/** The two add-subcategory versions: one module holds both pages, one their data. */
const addSubcategory = (name: 'AddSubcategoryBasicPage' | 'AddSubcategoryAltPage', data: 'basicData' | 'altData') =>
  namedPage(
    () => import('../features/admin/subcategories/AddSubcategoryPages'),
    name,
    async () => (await import('../features/admin/subcategories/addSubcategory.data'))[data],
  );

/** The older paths (add-category, view/:id…) share their page's route definition. */
const addCategory = adminPage('categories/AddCategoryPage');
const editCategory = adminPage('categories/EditCategoryPage', 'categories/ViewCategoryPage');
const viewCategory = adminPage('categories/ViewCategoryPage');
const editSubcategory = adminPage('subcategories/EditSubcategoryPage');

/** Every admin page but its home (routes.tsx), loaded with the area. */
export const adminRoutes: RouteObject[] = [
  { path: 'dashboard', ...adminPage('dashboard/AdminDashboardPage') },
  { path: 'categories', ...adminPage('categories/CategoriesListPage') },
  { path: 'categories/add', ...addCategory },
  { path: 'categories/analytics', ...placeholder('Category Analytics') },
  { path: 'categories/edit/:id', ...editCategory },
  { path: 'categories/view/:id', ...viewCategory },
  { path: 'add-category', ...addCategory },
  { path: 'edit-category/:id', ...editCategory },
  { path: 'view/:id', ...viewCategory },
  { path: 'subcategories', ...adminPage('subcategories/SubcategoriesListPage') },
  { path: 'subcategories/add', ...addSubcategory('AddSubcategoryAltPage', 'altData') },
  { path: 'subcategories/edit/:id', ...editSubcategory },
  { path: 'subcategories/view/:id', ...adminPage('subcategories/ViewSubcategoryPage') },
  { path: 'add-subcategory', ...addSubcategory('AddSubcategoryBasicPage', 'basicData') },
  { path: 'edit-subcategory/:id', ...editSubcategory },
  { path: 'services', ...adminPage('services/ServicesListPage') },
  { path: 'services/add', ...adminPage('services/AddServicePage') },
  {
    path: 'services/add/subcategories/:categoryId',
    lazy: {
      loader: async () => (await import('../features/admin/services/AddServicePage.data')).subcategoriesLoader,
    },
  },
  { path: 'services/categories', ...placeholder('Service Categories') },
  { path: 'services/featured', ...placeholder('Featured Services') },
  { path: 'services/edit/:id', ...placeholder('Edit Service') },
  { path: 'services/view/:id', ...adminPage('services/ViewServicePage') },
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
  { path: '*', ...namedPage(() => import('../features/errors/NotFoundPages'), 'AdminNotFoundPage') },
];
