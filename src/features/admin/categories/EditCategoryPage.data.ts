/** The edit page shows the same record as the view page. */
export { loader } from './ViewCategoryPage.data';
