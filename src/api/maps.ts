import { config } from './config';
import { call } from './http';
import type { GeocodeResponse, GeocodeResult } from './types';

export const reverseGeocode = (latitude: number, longitude: number) =>
  call('reverseGeocode', { query: { latlng: `${latitude},${longitude}`, key: config.mapsApiKey } });

const component = (result: GeocodeResult | undefined, type: string) =>
  result?.address_components.find((part) => part.types.includes(type));
const cityOf = (result: GeocodeResult | undefined) =>
  (component(result, 'locality') ?? component(result, 'administrative_area_level_2'))?.long_name;

export const cityFromGeocode = (response: GeocodeResponse): string | null => cityOf(response.results?.[0]) ?? null;

export function addressFromGeocode(response: GeocodeResponse): { address: string; pincode: string } | null {
  const first = response.results?.[0];
  if (!first) return null;
  return { address: first.formatted_address, pincode: component(first, 'postal_code')?.long_name ?? '' };
}

export function vendorAddressFromGeocode(
  response: GeocodeResponse,
): { address: string; city: string; state: string; zipCode: string } | null {
  const first = response.results?.[0];
  if (!first) return null;
  return {
    address: first.formatted_address,
    city: cityOf(first) ?? '',
    state: component(first, 'administrative_area_level_1')?.long_name ?? '',
    zipCode: component(first, 'postal_code')?.long_name ?? '',
  };
}
