import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as generated from '../fixtures/seed';
import { bakedSeed, bakedSeedModule, SEED_MODULE } from './bakedSeed';

/** The module a build ships in place of fixtures/seed.ts, imported as the browser would. */
async function importBaked(): Promise<typeof generated> {
  const file = join(mkdtempSync(join(tmpdir(), 'baked-seed-')), 'seed.mjs');
  writeFileSync(file, await bakedSeedModule());
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as typeof generated;
}

describe('the seed a build bakes', () => {
  it('has the rows and demo accounts faker generates, for any uploads URL', async () => {
    const baked = await importBaked();
    expect(baked.DEMO_ACCOUNTS).toEqual(generated.DEMO_ACCOUNTS);
    // A URL with JSON's and replaceAll's special characters in it.
    for (const uploadsUrl of ['/uploads', 'https://cdn.example.in/a "b" \\c $& $1/uploads'])
      expect(baked.buildSeed(uploadsUrl)).toEqual(generated.buildSeed(uploadsUrl));
  });

  it('gives each call rows of its own, which a change to one leaves the next without', async () => {
    const baked = await importBaked();
    const first = baked.buildSeed('/uploads');
    first.categories.length = 0;
    expect(baked.buildSeed('/uploads').categories.length).toBeGreaterThan(0);
  });

  it('carries no faker, and replaces fixtures/seed.ts in builds only', async () => {
    const code = await bakedSeedModule();
    expect(code).not.toMatch(/faker/i);
    const plugin = bakedSeed();
    expect(plugin.apply).toBe('build');
    const load = plugin.load as (id: string) => Promise<string> | null;
    expect(await load(SEED_MODULE)).toBe(code);
    expect(load(SEED_MODULE.replace('seed.ts', 'catalogue.ts'))).toBeNull();
  });
});
