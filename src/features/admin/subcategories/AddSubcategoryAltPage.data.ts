import { addSubcategoryAction, parentsLoader } from './addSubcategoryData';

export { keepReads as shouldRevalidate } from '../shared/addAction';
export const loader = parentsLoader('alternate');
export const action = addSubcategoryAction('alternate');
