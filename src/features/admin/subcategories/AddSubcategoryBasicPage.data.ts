import { addSubcategoryAction, parentsLoader } from './addSubcategory.data';

/** Adding a record changes none of the page's option lists. */
export { keepReadsAfterWrites as shouldRevalidate } from '../../../lib/keepReads';
export const loader = parentsLoader('basic');
export const action = addSubcategoryAction('basic');
