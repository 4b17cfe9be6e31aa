import { addSubcategoryAction, parentsLoader } from './addSubcategory.data';

export { keepReadsAfterWrites as shouldRevalidate } from '../../../lib/keepReads';
export const loader = parentsLoader('basic');
export const action = addSubcategoryAction('basic');
