import { addSubcategoryAction, parentsLoader } from './addSubcategory.data';

export { keepReads as shouldRevalidate } from '../shared/addAction';
export const loader = parentsLoader('basic');
export const action = addSubcategoryAction('basic');
