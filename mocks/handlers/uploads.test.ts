/**
 * The uploads folder the mock backend serves (mocks/handlers/uploads.ts): files an admin uploaded, byte for byte
 * with their type, and SVG artwork for the seeded catalogue, titled with the row's name in its category's colour
 * (docs/decisions.md). What upload the calls refuse is pinned in admin.test.ts and mocks/uploads.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { catalogueArt } from '../../fixtures/art';
import { db } from '../db';
import { uploadsHandler } from './uploads';

async function get(path: string) {
  const response = await fetch(new URL(`/uploads/${path}`, window.location.href));
  return {
    status: response.status,
    type: response.headers.get('Content-Type'),
    cache: response.headers.get('Cache-Control'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}
const textOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

describe('the uploads folder', () => {
  it('is served at /uploads/<folder>/<file>', () => {
    expect(uploadsHandler.info).toMatchObject({ method: 'GET', path: '/uploads/:folder/:file' });
  });

  it('serves an uploaded file byte for byte with its type, never cached', async () => {
    const bytes = [0, 255, 137, 80, 78, 71, 13, 10, 128];
    db().files['categories/laundry-1a2b3c4d.png'] = { type: 'image/png', data: base64(bytes) };
    const answer = await get('categories/laundry-1a2b3c4d.png');
    expect(answer).toEqual({ status: 200, type: 'image/png', cache: 'no-store', bytes: new Uint8Array(bytes) });
  });

  it('serves an uploaded file before the artwork of the same name', async () => {
    db().files['categories/ac-service.svg'] = { type: 'image/svg+xml', data: btoa('<svg>own</svg>') };
    const answer = await get('categories/ac-service.svg');
    expect(answer.cache).toBe('no-store');
    expect(textOf(answer.bytes)).toBe('<svg>own</svg>');
  });

  it("serves a seeded category's picture: artwork with its name in its hue, cached for an hour", async () => {
    const answer = await get('categories/ac-service.svg');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('image/svg+xml');
    expect(answer.cache).toBe('max-age=3600');
    expect(textOf(answer.bytes)).toBe(catalogueArt('AC Service', 190));
  });

  it("draws a subcategory's and a service's picture in their category's hue", async () => {
    expect(textOf((await get('subcategories/ac-repair-gas-refill.svg')).bytes)).toBe(
      catalogueArt('AC Repair & Gas Refill', 190),
    );
    expect(textOf((await get('services/split-ac-foam-jet-service.svg')).bytes)).toBe(
      catalogueArt('Split AC Foam-Jet Service', 190),
    );
    expect(textOf((await get('categories/cleaning.svg')).bytes)).toBe(catalogueArt('Cleaning', 200));
  });

  it("titles the picture with the row's current name", async () => {
    db().categories.find((c) => c.slug === 'ac-service')!.name = 'Air Conditioning';
    db().subcategories.find((s) => s.slug === 'ac-servicing')!.name = 'AC Care';
    expect(textOf((await get('categories/ac-service.svg')).bytes)).toBe(catalogueArt('Air Conditioning', 190));
    expect(textOf((await get('subcategories/ac-servicing.svg')).bytes)).toBe(catalogueArt('AC Care', 190));
  });

  it("titles it with the slug's words once the row is gone", async () => {
    db().categories = db().categories.filter((c) => c.slug !== 'ac-service');
    db().services = db().services.filter((s) => s.slug !== 'split-ac-foam-jet-service');
    expect(textOf((await get('categories/ac-service.svg')).bytes)).toBe(catalogueArt('ac service', 190));
    expect(textOf((await get('services/split-ac-foam-jet-service.svg')).bytes)).toBe(
      catalogueArt('split ac foam jet service', 190),
    );
  });

  it.each([
    ['a name no seeded row had', 'categories/laundry.svg'],
    ["a subcategory's name in the categories folder", 'categories/ac-servicing.svg'],
    ["a category's name in the subcategories folder", 'subcategories/ac-service.svg'],
    ["a subcategory's name in the services folder", 'services/ac-servicing.svg'],
    ["a service's name in the categories folder", 'categories/split-ac-foam-jet-service.svg'],
    ['another folder', 'users/ac-service.svg'],
    ['another extension', 'categories/ac-service.png'],
    ['no extension', 'categories/ac-service'],
    ['an upload that is not stored', 'categories/laundry-1a2b3c4d.png'],
  ])('answers 404 Not Found for %s', async (_, path) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(textOf(answer.bytes)).toBe('Not Found');
  });
});
