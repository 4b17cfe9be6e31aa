import { config } from './config';
import { call } from './http';
import type { GeocodeResponse, GeocodeResult } from './types';

export const reverseGeocode = (latitude: number, longitude: number) =>
  call('reverseGeocode', { query: { latlng: `${latitude},${longitude}`, key: config.mapsApiKey } });

const component = (result: GeocodeResult | undefined, type: string) =>
  result?.address_components.find((part) => part.types.includes(type))?.long_name;
const cityOf = (result: GeocodeResult | undefined) =>
  component(result, 'locality') ?? component(result, 'administrative_area_level_2');

export const cityFromGeocode = (response: GeocodeResponse): string | null => cityOf(response.results?.[0]) ?? null;

export function addressFromGeocode(response: GeocodeResponse) {
  const first = response.results?.[0];
  if (!first) return null;
  return { address: first.formatted_address, pincode: component(first, 'postal_code') ?? '' };
}

export function vendorAddressFromGeocode(response: GeocodeResponse) {
  const first = response.results?.[0];
  if (!first) return null;
  return {
    address: first.formatted_address,
    city: cityOf(first) ?? '',
    state: component(first, 'administrative_area_level_1') ?? '',
    zipCode: component(first, 'postal_code') ?? '',
  };
}
