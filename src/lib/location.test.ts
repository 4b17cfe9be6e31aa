/** The one location service (location.ts): each screen's place from the same position and answer. */
import { afterEach, describe, expect, it } from 'vitest';
import { answerPosition, installGeolocation } from '../test/geolocation';
import { locate, placeAt } from './location';

let restore = () => {};
afterEach(() => restore());

describe('location service', () => {
  it('reads the kind of place each screen asks for from one position (the mock geocoder, SPEC §7)', async () => {
    restore = installGeolocation(answerPosition({ lat: 28.46, lng: 77.03 }));
    const city = await locate('city', {});
    expect(city).toMatchObject({ kind: 'located', coordinates: { latitude: 28.46, longitude: 77.03 } });
    expect(city.kind === 'located' && city.place).toBe('Gurgaon');
    const address = await locate('serviceAddress', {});
    expect(address.kind === 'located' && address.place).toMatchObject({ pincode: expect.stringMatching(/^\d{6}$/) });
    const vendor = await placeAt('vendorAddress', { latitude: 28.46, longitude: 77.03 });
    expect(vendor.place).toMatchObject({ city: 'Gurgaon', zipCode: expect.stringMatching(/^\d{6}$/) });
  });

  it('gives the browser’s refusal as no position', async () => {
    restore = installGeolocation(answerPosition({ code: 1 }));
    const located = await locate('city', {});
    expect(located).toMatchObject({ kind: 'noPosition', error: { code: 1 } });
  });
});
