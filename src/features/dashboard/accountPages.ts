/**
 * The customer's own pages as one chunk: they share most of their code, and every separate chunk adds its
 * file name to the preload map the home page downloads (`/` has a tight budget).
 */
export { default as DashboardPage } from './DashboardPage';
export { default as ProfilePage } from './ProfilePage';
export { default as SettingsPage } from './SettingsPage';
