/** Which seed the mock starts from: the panel's choice, else `VITE_MOCK_SEED`; generated when none is recorded. */
import type { RecordedSeed, SeedData } from '../fixtures/records';
import { buildSeed } from '../fixtures/seed';
import { bundledRecordedSeed, mergeRecorded } from './recordedSeed';
import { listeners, webStorage } from './store';

export type SeedName = 'generated' | 'recorded';
const STORAGE_KEY = 'hsm-mock-seed';

let recorded: RecordedSeed | null = bundledRecordedSeed();
let generated: { uploadsUrl: string; data: SeedData } | null = null;
const changes = listeners();
const storage = webStorage('localStorage');
export const onSeedChange = changes.on;

/** The recorded seed in use from now on (null: none); the round-trip test brings its own. */
export function setRecordedSeed(seed: RecordedSeed | null): void {
  recorded = seed;
  changes.emit();
}

export const getRecordedSeed = (): RecordedSeed | null => recorded;

export function chosenSeed(): SeedName {
  return (storage.get(STORAGE_KEY) ?? import.meta.env.VITE_MOCK_SEED) === 'recorded' ? 'recorded' : 'generated';
}

export const seedInUse = (): SeedName => (chosenSeed() === 'recorded' && recorded ? 'recorded' : 'generated');

export function chooseSeed(name: SeedName): void {
  storage.set(STORAGE_KEY, name);
  changes.emit();
}

export function startingSeed(uploadsUrl: string): SeedData {
  // Pure and the same every call: built once (every test resets the database from it).
  if (generated?.uploadsUrl !== uploadsUrl) generated = { uploadsUrl, data: buildSeed(uploadsUrl) };
  return seedInUse() === 'recorded' && recorded ? mergeRecorded(generated.data, recorded) : generated.data;
}
