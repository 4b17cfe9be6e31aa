import { call } from './http';
import type { CategoryListQuery, ServiceListQuery, SubcategoryListQuery } from './types';

// The router's `signal`: leaving a page aborts its reads.
export const listCategories = (query: CategoryListQuery = {}, signal?: AbortSignal) =>
  call('listCategories', { query, signal });

export const getSubcategories = (query: SubcategoryListQuery, signal?: AbortSignal) =>
  call('getSubcategories', { query, signal });

export const listServices = (query: ServiceListQuery = {}, signal?: AbortSignal) =>
  call('listServices', { query, signal });

export const getCategoryNames = (signal?: AbortSignal) => call('getCategoryNames', { signal });

export const listCategoryOptions = (signal?: AbortSignal) => call('listCategoryOptions', { signal });

export const listSubcategoryOptions = (category_id: number | string, signal?: AbortSignal) =>
  call('listSubcategoryOptions', { query: { category_id }, signal });
