import { config } from './config';
import { call } from './http';
import type { GeocodeResponse, GeocodeResult } from './types';

export const reverseGeocode = (latitude: number, longitude: number) =>
  call('reverseGeocode', { query: { latlng: `${latitude},${longitude}`, key: config.mapsApiKey } });

const component = (result: GeocodeResult | undefined, type: string) =>
  result?.address_components.find((part) => part.types.includes(type));

/** Header rule of §7: the first result's locality, else administrative_area_level_2 (long name). */
export function cityFromGeocode(response: GeocodeResponse): string | null {
  const first = response.results?.[0];
  return (component(first, 'locality') ?? component(first, 'administrative_area_level_2'))?.long_name ?? null;
}

/** Booking rule of §7: the first result's formatted address and postal code. */
export function addressFromGeocode(response: GeocodeResponse): { address: string; pincode: string } | null {
  const first = response.results?.[0];
  if (!first) return null;
  return { address: first.formatted_address, pincode: component(first, 'postal_code')?.long_name ?? '' };
}

/** Vendor registration rule of §7: address, city, state (administrative area) and postal code. */
export function vendorAddressFromGeocode(
  response: GeocodeResponse,
): { address: string; city: string; state: string; zipCode: string } | null {
  const first = response.results?.[0];
  if (!first) return null;
  return {
    address: first.formatted_address,
    city: (component(first, 'locality') ?? component(first, 'administrative_area_level_2'))?.long_name ?? '',
    state: component(first, 'administrative_area_level_1')?.long_name ?? '',
    zipCode: component(first, 'postal_code')?.long_name ?? '',
  };
}
