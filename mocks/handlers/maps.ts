import { HttpResponse } from 'msw';
import { PLACES } from '../../fixtures/places';
import { config } from '../../src/api/config';
import type { Resolvers } from './kit';

/**
 * Google's Geocoding API answer for the nearest Delhi NCR city. Near (0,0) gives ZERO_RESULTS ("No location data
 * found"); south of 60°S (the Southern Ocean) gives a result that names no city or district, as Google does for
 * open sea ("Could not determine city"). A point more than 0.3° (about 33 km) from every city centre lies outside
 * the cities: like Google for a village, the answer names the district (administrative_area_level_2) but no
 * locality, which is the header's fallback.
 *
 * A build with VITE_GEOCODE_URL calls that path of the backend instead (the handler follows endpointUrl), which
 * answers the same and holds the key itself: a key sent to it is refused, so QA sees the leak.
 */
const OUTSIDE_CITY_DEGREES = 0.3;

export const mapsResolvers = {
  reverseGeocode({ url }) {
    if (url.origin !== new URL(config.mapsApiUrl).origin && url.searchParams.has('key')) {
      return HttpResponse.json({
        status: 'REQUEST_DENIED',
        results: [],
        error_message: 'This server adds the API key itself: the browser must not send one.',
      });
    }
    const [lat, lng] = (url.searchParams.get('latlng') ?? '').split(',').map(Number);
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      return HttpResponse.json({
        status: 'INVALID_REQUEST',
        results: [],
        error_message: "Invalid request. Invalid 'latlng' parameter.",
      });
    }
    if (Math.abs(lat) < 1 && Math.abs(lng) < 1) return HttpResponse.json({ status: 'ZERO_RESULTS', results: [] });
    const found = (formatted_address: string, address_components: object[], place_id: string) =>
      HttpResponse.json({
        status: 'OK',
        results: [{ formatted_address, address_components, geometry: { location: { lat, lng } }, place_id }],
      });
    const part = (long_name: string, types: string[]) => ({ long_name, short_name: long_name, types });
    const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');
    if (lat < -60) {
      const ocean = 'Southern Ocean';
      return found(ocean, [part(ocean, ['natural_feature', 'establishment'])], 'mock-southern-ocean');
    }
    const place = PLACES.reduce((best, p) =>
      Math.hypot(p.lat - lat, p.lng - lng) < Math.hypot(best.lat - lat, best.lng - lng) ? p : best,
    );
    const district = part(place.district, ['administrative_area_level_2', 'political']);
    const state = part(place.state, ['administrative_area_level_1', 'political']);
    const country = { long_name: 'India', short_name: 'IN', types: ['country', 'political'] };
    if (Math.hypot(place.lat - lat, place.lng - lng) > OUTSIDE_CITY_DEGREES) {
      const pin = String(place.pincodes[1]);
      return found(
        `${place.district}, ${place.state} ${pin}, India`,
        [district, state, country, part(pin, ['postal_code'])],
        `mock-district-${slug(place.district)}`,
      );
    }
    const locality = place.localities[Math.abs(Math.round((lat + lng) * 1000)) % place.localities.length];
    const pincode = String(
      place.pincodes[0] + (Math.abs(Math.round(lat * 1000)) % (place.pincodes[1] - place.pincodes[0] + 1)),
    );
    return found(
      `${locality}, ${place.city}, ${place.state} ${pincode}, India`,
      [
        part(locality, ['sublocality_level_1', 'sublocality', 'political']),
        part(place.city, ['locality', 'political']),
        district,
        state,
        country,
        part(pincode, ['postal_code']),
      ],
      `mock-${slug(place.city)}-${pincode}`,
    );
  },
} satisfies Resolvers;
