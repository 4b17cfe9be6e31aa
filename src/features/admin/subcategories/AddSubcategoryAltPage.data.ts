import { addSubcategoryAction, parentsLoader } from './addSubcategory.data';

export { keepReadsAfterWrites as shouldRevalidate } from '../../../lib/keepReads';
export const loader = parentsLoader('alternate');
export const action = addSubcategoryAction('alternate');
