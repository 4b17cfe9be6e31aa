import { addSubcategoryAction, parentsLoader } from './addSubcategory.data';

export { keepReads as shouldRevalidate } from '../shared/addAction';
export const loader = parentsLoader('alternate');
export const action = addSubcategoryAction('alternate');
