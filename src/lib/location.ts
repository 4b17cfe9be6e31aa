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

export type Located<K extends PlaceKind> =
  { kind: 'noPosition'; error: unknown } | ({ kind: 'located'; coordinates: Coordinates } & Place<K>);

export async function placeAt<K extends PlaceKind>(kind: K, { latitude, longitude }: Coordinates): Promise<Place<K>> {
  const geocode = await reverseGeocode(latitude, longitude);
  const read = PLACES[kind] as (answer: unknown) => PlaceOf<K> | null;
  return { geocode, place: geocode.kind === 'ok' ? read(geocode.answer) : null };
}

export async function locate<K extends PlaceKind>(kind: K, options: PositionOptions): Promise<Located<K>> {
  let position: GeolocationPosition;
  try {
    position = await currentPosition(options);
  } catch (error) {
    return { kind: 'noPosition', error };
  }
  const coordinates = { latitude: position.coords.latitude, longitude: position.coords.longitude };
  return { kind: 'located', coordinates, ...(await placeAt(kind, coordinates)) };
}
