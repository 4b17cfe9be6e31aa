import { call } from './http';
import type {
  CategoryListQuery,
  CategoryListResponse,
  CategoryNamesResponse,
  CategoryOptionsResponse,
  ServiceListQuery,
  ServiceListResponse,
  SubcategoryListQuery,
  SubcategoryListResponse,
  SubcategoryOptionsResponse,
} from './types';

/** Customer side: no query. Admin list: page, limit, status, is_featured, search. */
export const listCategories = (query: CategoryListQuery = {}) =>
  call<CategoryListResponse>('listCategories', { query: { ...query } });

export const getSubcategories = (query: SubcategoryListQuery) =>
  call<SubcategoryListResponse>('getSubcategories', { query: { ...query } });

export const listServices = (query: ServiceListQuery = {}) =>
  call<ServiceListResponse>('listServices', { query: { ...query } });

export const getCategoryNames = () => call<CategoryNamesResponse>('getCategoryNames');

export const listCategoryOptions = () => call<CategoryOptionsResponse>('listCategoryOptions');

export const listSubcategoryOptions = (category_id: number | string) =>
  call<SubcategoryOptionsResponse>('listSubcategoryOptions', { query: { category_id } });
