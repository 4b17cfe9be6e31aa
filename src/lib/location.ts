/** The browser's position, then reverse geocoding of it; what a failure says stays with each screen. */
import { addressFromGeocode, cityFromGeocode, reverseGeocode, vendorAddressFromGeocode } from '../api/maps';
import { currentPosition } from './geolocation';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const PLACES = { city: cityFromGeocode, serviceAddress: addressFromGeocode, vendorAddress: vendorAddressFromGeocode };
type PlaceKind = keyof typeof PLACES;
type PlaceOf<K extends PlaceKind> = NonNullable<ReturnType<(typeof PLACES)[K]>>;

export interface Place<K extends PlaceKind> {
  geocode: Awaited<ReturnType<typeof reverseGeocode>>;
  place: PlaceOf<K> | null;
}

export async function placeAt<K extends PlaceKind>(kind: K, { latitude, longitude }: Coordinates): Promise<Place<K>> {
  const geocode = await reverseGeocode(latitude, longitude);
  const read = PLACES[kind] as (answer: unknown) => PlaceOf<K> | null;
  return { geocode, place: geocode.kind === 'ok' ? read(geocode.answer) : null };
}

export async function locate<K extends PlaceKind>(kind: K, options: PositionOptions) {
  let position: GeolocationPosition;
  try {
    position = await currentPosition(options);
  } catch (error) {
    return { kind: 'noPosition', error } as const;
  }
  const coordinates = { latitude: position.coords.latitude, longitude: position.coords.longitude };
  return { kind: 'located', coordinates, ...(await placeAt(kind, coordinates)) } as const;
}
