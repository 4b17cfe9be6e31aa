/** The 42-service static catalogue of SPEC §3, one module per category, and its lookups. */
import { APPLIANCE } from './appliance';
import { CLEANING } from './cleaning';
import { INTERIOR } from './interior';
import { MOVING } from './moving';
import { PAINTING } from './painting';
import { REPAIRS } from './repairs';
import { SALON_SPA } from './salonSpa';
import type { CatalogueService } from './types';
import { VEHICLE } from './vehicle';
import { WELLNESS } from './wellness';

export { categoryName } from './categories';
export type { CatalogueService } from './types';

export const CATALOGUE: readonly CatalogueService[] = [
  ...SALON_SPA,
  ...CLEANING,
  ...REPAIRS,
  ...APPLIANCE,
  ...PAINTING,
  ...MOVING,
  ...VEHICLE,
  ...INTERIOR,
  ...WELLNESS,
];

/** SPEC §9: related services, at most 3. */
const MAX_RELATED = 3;

export const findService = (id: number): CatalogueService | undefined => CATALOGUE.find((s) => s.id === id);

/** Other services of the same category, in catalogue order, at most three (SPEC §2.7). */
export const relatedServices = (service: CatalogueService): CatalogueService[] =>
  CATALOGUE.filter((s) => s.category === service.category && s.id !== service.id).slice(0, MAX_RELATED);
