/**
 * The mock reverse geocoder (mocks/handlers/maps.ts) answer for answer. mocks/maps.test.ts proves what the header
 * reads through the client; this file pins every field of the Google-shaped result for a point in a city and
 * outside the cities, the edges of the (0,0) and open-sea cases, refused coordinates, and the key rule of the
 * backend's own geocoding path (docs/decisions.md). It imports the handler, so the mutation run's related tests
 * include it.
 */
import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../../src/api/endpoints';
import type { MockRequest } from './kit';
import { mapsResolvers } from './maps';

async function geocode(latlng: string | null, extra: Record<string, string> = {}) {
  const url = new URL(endpointUrl('reverseGeocode'));
  if (latlng !== null) url.searchParams.set('latlng', latlng);
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const part = (name: string, types: string[]) => ({ long_name: name, short_name: name, types });
const INDIA = { long_name: 'India', short_name: 'IN', types: ['country', 'political'] };
const invalid = {
  status: 'INVALID_REQUEST',
  results: [],
  error_message: "Invalid request. Invalid 'latlng' parameter.",
};

describe('a point in a Delhi NCR city', () => {
  it('answers a locality, the city, district, state, country and a pincode of that city, as Google does', async () => {
    expect(await geocode('28.6139,77.209')).toEqual({
      status: 200,
      body: {
        status: 'OK',
        results: [
          {
            formatted_address: 'Saket, New Delhi, Delhi 110007, India',
            address_components: [
              part('Saket', ['sublocality_level_1', 'sublocality', 'political']),
              part('New Delhi', ['locality', 'political']),
              part('New Delhi', ['administrative_area_level_2', 'political']),
              part('Delhi', ['administrative_area_level_1', 'political']),
              INDIA,
              part('110007', ['postal_code']),
            ],
            geometry: { location: { lat: 28.6139, lng: 77.209 } },
            place_id: 'mock-new-delhi-110007',
          },
        ],
      },
    });
  });

  it.each([
    ['28.46,77.03', 'DLF Phase 3, Gurgaon, Haryana 122003, India', 'Gurugram', 'mock-gurgaon-122003'],
    ['28.5355,77.391', 'Sector 137, Noida, Uttar Pradesh 201307, India', 'Gautam Buddh Nagar', 'mock-noida-201307'],
    ['28.41,77.32', 'Sector 15, Faridabad, Haryana 121001, India', 'Faridabad', 'mock-faridabad-121001'],
    ['28.67,77.45', 'Indirapuram, Ghaziabad, Uttar Pradesh 201011, India', 'Ghaziabad', 'mock-ghaziabad-201011'],
    ['28.7,77.1', 'Connaught Place, New Delhi, Delhi 110093, India', 'New Delhi', 'mock-new-delhi-110093'],
  ])('%s is in the nearest city: %s', async (latlng, address, district, placeId) => {
    const result = ((await geocode(latlng)).body.results as Record<string, unknown>[])[0];
    expect(result.formatted_address).toBe(address);
    expect(result.place_id).toBe(placeId);
    expect(result.address_components).toContainEqual(part(district, ['administrative_area_level_2', 'political']));
  });

  it('gives a point exactly halfway between two cities to the one listed first (New Delhi before Gurgaon)', async () => {
    const components = ((await geocode('28.5367,77.1178')).body.results as { address_components: unknown[] }[])[0]
      .address_components;
    expect(components).toContainEqual(part('New Delhi', ['locality', 'political']));
  });

  it('sends the key to Google as the app does, and Google answers', async () => {
    expect((await geocode('28.46,77.03', { key: 'browser-key' })).body.status).toBe('OK');
  });
});

describe('a point more than 0.3° from every city centre', () => {
  it("answers the nearest city's district, state and last pincode, without a locality", async () => {
    expect(await geocode('27.9,78.4')).toEqual({
      status: 200,
      body: {
        status: 'OK',
        results: [
          {
            formatted_address: 'Gautam Buddh Nagar, Uttar Pradesh 201310, India',
            address_components: [
              part('Gautam Buddh Nagar', ['administrative_area_level_2', 'political']),
              part('Uttar Pradesh', ['administrative_area_level_1', 'political']),
              INDIA,
              part('201310', ['postal_code']),
            ],
            geometry: { location: { lat: 27.9, lng: 78.4 } },
            place_id: 'mock-district-gautam-buddh-nagar',
          },
        ],
      },
    });
  });

  it('answers the district of the nearest city even far away (east of Ghaziabad)', async () => {
    const result = ((await geocode('28.6692,78')).body.results as Record<string, unknown>[])[0];
    expect(result.formatted_address).toBe('Ghaziabad, Uttar Pradesh 201020, India');
    expect(result.place_id).toBe('mock-district-ghaziabad');
  });
});

describe('the edges', () => {
  it.each(['0,0', '0.2,0.3', '0.999,-0.999', '-0.5,0.5'])('finds nothing within 1° of (0,0): %s', async (latlng) => {
    expect(await geocode(latlng)).toEqual({ status: 200, body: { status: 'ZERO_RESULTS', results: [] } });
  });

  it.each(['1,0.5', '0.5,1', '-1,0', '0,-1', '0.5,50'])(
    'finds a place at 1° or more from (0,0): %s',
    async (latlng) => {
      expect((await geocode(latlng)).body.status).toBe('OK');
    },
  );

  it('answers a point south of 60°S with the open sea, which names no city or district', async () => {
    expect(await geocode('-60.01,20')).toEqual({
      status: 200,
      body: {
        status: 'OK',
        results: [
          {
            formatted_address: 'Southern Ocean',
            address_components: [part('Southern Ocean', ['natural_feature', 'establishment'])],
            geometry: { location: { lat: -60.01, lng: 20 } },
            place_id: 'mock-southern-ocean',
          },
        ],
      },
    });
    expect(((await geocode('-90,-180')).body.results as { formatted_address: string }[])[0].formatted_address).toBe(
      'Southern Ocean',
    );
  });

  it('answers 60°S itself like land: a district, not the sea', async () => {
    const result = ((await geocode('-60,20')).body.results as { formatted_address: string }[])[0];
    expect(result.formatted_address).toBe('Gurugram, Haryana 122018, India');
  });

  it('accepts the poles and the antimeridian', async () => {
    expect((await geocode('90,180')).body.status).toBe('OK');
    expect((await geocode('-90,-180')).body.status).toBe('OK');
  });

  it.each([
    ['no latlng', null],
    ['an empty latlng', ''],
    ['one number', '28.6'],
    ['words', 'delhi,ncr'],
    ['a latitude that is not a number', 'north,77.2'],
    ['a longitude that is not a number', '28.6,east'],
    ['a latitude past 90', '90.0001,77'],
    ['a latitude past -90', '-90.0001,77'],
    ['a longitude past 180', '28.6,180.0001'],
    ['a longitude past -180', '28.6,-180.0001'],
    ['an infinite latitude', 'Infinity,77'],
  ])('refuses %s as INVALID_REQUEST', async (_, latlng) => {
    expect(await geocode(latlng)).toEqual({ status: 200, body: invalid });
  });
});

describe("the backend's own geocoding path (VITE_GEOCODE_URL)", () => {
  const ask = async (url: string) =>
    (await mapsResolvers.reverseGeocode({ url: new URL(url) } as MockRequest)).json() as Promise<
      Record<string, unknown>
    >;

  it('refuses a key the browser sends: the server adds its own', async () => {
    expect(await ask('http://localhost:3000/api/user/geocode.php?latlng=28.46,77.03&key=leaked')).toEqual({
      status: 'REQUEST_DENIED',
      results: [],
      error_message: 'This server adds the API key itself: the browser must not send one.',
    });
  });

  it('answers a call without a key like Google', async () => {
    const answer = await ask('http://localhost:3000/api/user/geocode.php?latlng=28.46,77.03');
    expect(answer.status).toBe('OK');
    expect((answer.results as { place_id: string }[])[0].place_id).toBe('mock-gurgaon-122003');
  });
});
