export { loader } from './ViewCategoryPage.data';
