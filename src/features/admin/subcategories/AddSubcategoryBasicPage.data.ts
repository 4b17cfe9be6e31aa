import { addSubcategoryAction, parentsLoader } from './addSubcategoryData';

export { keepReads as shouldRevalidate } from '../shared/addAction';
export const loader = parentsLoader('basic');
export const action = addSubcategoryAction('basic');
