import { useLoaderData } from 'react-router-dom';
import type { ServiceItem } from '../../../api/types';
import type { loader } from './ServicesListPage.data';

/** The list object of listservices.php plus the admin fields the backend adds (docs/decisions.md). */
export interface AdminServiceItem extends ServiceItem {
  base_price?: number;
  duration_minutes?: number;
  category_name?: string;
  subcategory_name?: string;
  gallery?: string[];
  includes?: string[];
  excludes?: string[];
  faqs?: { question: string; answer: string }[];
  sort_order?: number;
  meta_title?: string;
  meta_description?: string;
  created_at?: string;
}

export type ServicesResult = { services: AdminServiceItem[] } | { failure: string };

export const SERVICES_FAILED = 'Failed to fetch services';
export const SERVICES_ERROR = 'Error loading services';

/**
 * The read of every service of the catalogue, whatever its status (the admin `status=all` extension of
 * listservices.php), as the route's loader started it (ServicesListPage.data.ts).
 */
export function useAdminServices(): Promise<ServicesResult> {
  return useLoaderData<typeof loader>().services;
}
