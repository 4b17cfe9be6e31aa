import { parentsLoader } from './addSubcategoryParents';

export const loader = parentsLoader('alternate');
