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

// Every read takes the router's `signal` (from a route loader): leaving a page aborts its reads.

/** Customer side: no query. Admin list: page, limit, status, is_featured, search. */
export const listCategories = (query: CategoryListQuery = {}, signal?: AbortSignal) =>
  call<CategoryListResponse>('listCategories', { query: { ...query }, signal });

export const getSubcategories = (query: SubcategoryListQuery, signal?: AbortSignal) =>
  call<SubcategoryListResponse>('getSubcategories', { query: { ...query }, signal });

export const listServices = (query: ServiceListQuery = {}, signal?: AbortSignal) =>
  call<ServiceListResponse>('listServices', { query: { ...query }, signal });

export const getCategoryNames = (signal?: AbortSignal) => call<CategoryNamesResponse>('getCategoryNames', { signal });

export const listCategoryOptions = (signal?: AbortSignal) =>
  call<CategoryOptionsResponse>('listCategoryOptions', { signal });

export const listSubcategoryOptions = (category_id: number | string, signal?: AbortSignal) =>
  call<SubcategoryOptionsResponse>('listSubcategoryOptions', { query: { category_id }, signal });
