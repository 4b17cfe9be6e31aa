import { useEffect, useState } from 'react';
import { listServices } from '../../../api/catalogue';
import type { ServiceItem } from '../../../api/types';

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

/** Every service of the catalogue, whatever its status (the admin `status=all` extension of listservices.php). */
export function useAdminServices(): ServicesResult | null {
  const [result, setResult] = useState<ServicesResult | null>(null);
  useEffect(() => {
    let ignore = false;
    listServices({ status: 'all' }).then(
      (response) =>
        !ignore &&
        setResult(
          response.status === 'success'
            ? { services: (response.data ?? []) as AdminServiceItem[] }
            : { failure: SERVICES_FAILED },
        ),
      () => !ignore && setResult({ failure: SERVICES_ERROR }),
    );
    return () => {
      ignore = true;
    };
  }, []);
  return result;
}
