/**
 * The one location service (SPEC §7 Maps): the browser's position, then reverse geocoding of it. The header
 * reads the city of the answer, the booking modal the address and pincode, the vendor wizard its four address
 * fields (the wizard finds the position in the page and sends it to its route action, which asks `placeAt`).
 * What a failure says stays with each screen: SPEC §8 gives each its own texts.
 */
import { addressFromGeocode, cityFromGeocode, reverseGeocode, vendorAddressFromGeocode } from '../api/maps';
import { currentPosition } from './geolocation';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The part of a geocoding answer each screen takes (src/api/maps.ts has the rules of §7). */
const PLACES = { city: cityFromGeocode, serviceAddress: addressFromGeocode, vendorAddress: vendorAddressFromGeocode };
type PlaceKind = keyof typeof PLACES;
type PlaceOf<K extends PlaceKind> = NonNullable<ReturnType<(typeof PLACES)[K]>>;

export interface Place<K extends PlaceKind> {
  /** The geocoder's whole outcome, for what a screen says when no place came of it. */
  geocode: Awaited<ReturnType<typeof reverseGeocode>>;
  /** Null when the answer has none (a refusal, a failed call, no result). */
  place: PlaceOf<K> | null;
}

export type Located<K extends PlaceKind> =
  { kind: 'noPosition'; error: unknown } | ({ kind: 'located'; coordinates: Coordinates } & Place<K>);

/** The `kind` of place at a position the browser already gave. */
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
