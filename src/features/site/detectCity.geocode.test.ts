/**
 * Trust at the edges, the maps key: Google's Geocoding web service cannot be restricted by referrer, so a build with
 * VITE_GEOCODE_URL asks that path of the backend (which adds the key itself) and sends no key; a build without it
 * asks Google with VITE_MAPS_API_KEY as before. The mock backend answers the path as it answers Google.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { answerPosition, installGeolocation } from '../../test/geolocation';
import { recordWire } from '../../test/wire';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** Detects the city (the customer header's detection) in a build made with `env`. */
async function detectIn(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  // The mock backend's handlers follow the endpoint URLs of this configuration, as in a demo build made with it.
  const { buildHandlers } = await import('../../../mocks/handlers');
  server.use(...buildHandlers());
  const { detectCity } = await import('./detectCity');
  const restore = installGeolocation(answerPosition({ lat: 28.46, lng: 77.03 }));
  const wire = recordWire();
  try {
    return { result: await detectCity(), requests: wire.requests };
  } finally {
    wire.stop();
    restore();
  }
}

describe('reverse geocoding', () => {
  it("with VITE_GEOCODE_URL, asks the backend's same-origin path and sends no key", async () => {
    const { result, requests } = await detectIn({
      VITE_GEOCODE_URL: '/api/geocode.php',
      VITE_MAPS_API_KEY: 'AIza-browser-key',
    });
    expect(result).toEqual({ city: 'Gurgaon' });
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent.method).toBe('GET');
    expect(sent.url.origin).toBe(window.location.origin);
    expect(sent.url.pathname).toBe('/api/geocode.php');
    expect(sent.url.searchParams.get('latlng')).toBe('28.46,77.03');
    expect(sent.url.searchParams.has('key')).toBe(false);
    expect(sent.url.href).not.toContain('AIza-browser-key');
  });

  it('without it, asks Google with the key, as before', async () => {
    const { result, requests } = await detectIn({ VITE_MAPS_API_KEY: 'AIza-browser-key' });
    expect(result).toEqual({ city: 'Gurgaon' });
    expect(requests).toHaveLength(1);
    expect(requests[0].url.origin + requests[0].url.pathname).toBe('https://maps.googleapis.com/maps/api/geocode/json');
    expect(requests[0].url.searchParams.get('key')).toBe('AIza-browser-key');
  });

  it('the mock refuses a key sent to the backend path, so a leak shows on the QA build', async () => {
    vi.stubEnv('VITE_GEOCODE_URL', '/api/geocode.php');
    vi.resetModules();
    const { buildHandlers } = await import('../../../mocks/handlers');
    server.use(...buildHandlers());
    const answer = await fetch(new URL('/api/geocode.php?latlng=28.46,77.03&key=AIza-leak', window.location.href));
    expect(await answer.json()).toMatchObject({ status: 'REQUEST_DENIED', results: [] });
  });
});
