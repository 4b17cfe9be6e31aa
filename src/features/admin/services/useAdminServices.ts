import { useLoaderData } from 'react-router-dom';
import type { ServiceItem } from '../../../api/types';
import { useDeferred } from '../../../app/deferred';

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
 * Every service of the catalogue, whatever its status (the admin `status=all` extension of listservices.php), as
 * the route's loader started reading it (ServicesListPage.data.ts); null until it answers.
 */
export function useAdminServices(): ServicesResult | null {
  return useDeferred((useLoaderData() as { services: Promise<ServicesResult> }).services);
}
