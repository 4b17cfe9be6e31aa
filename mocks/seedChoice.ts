/**
 * Which seed the mock backend starts from: the generated one (fixtures/seed.ts) or the one recorded from the real
 * backend (mocks/recordedSeed.ts). The mock panel's choice (kept in this browser) wins over `VITE_MOCK_SEED`;
 * with no recorded seed the generated one is used, and the panel says so.
 */
import type { RecordedSeed, SeedData } from '../fixtures/records';
import { buildSeed } from '../fixtures/seed';
import { bundledRecordedSeed, mergeRecorded } from './recordedSeed';

export type SeedName = 'generated' | 'recorded';
const STORAGE_KEY = 'hsm-mock-seed';

let recorded: RecordedSeed | null = bundledRecordedSeed();
let generated: { uploadsUrl: string; data: SeedData } | null = null;
const listeners = new Set<() => void>();

/** The recorded seed in use from now on (null: none); the round-trip test brings its own. */
export function setRecordedSeed(seed: RecordedSeed | null): void {
  recorded = seed;
  listeners.forEach((listener) => listener());
}

export const getRecordedSeed = (): RecordedSeed | null => recorded;

function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** What was asked for: the panel's choice, else the build's `VITE_MOCK_SEED`, else the generated seed. */
export function chosenSeed(): SeedName {
  const asked = storedChoice() ?? import.meta.env.VITE_MOCK_SEED;
  return asked === 'recorded' ? 'recorded' : 'generated';
}

/** What the mock starts from: the recorded seed only when asked for and present. */
export const seedInUse = (): SeedName => (chosenSeed() === 'recorded' && recorded ? 'recorded' : 'generated');

export function chooseSeed(name: SeedName): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, name);
  } catch {
    /* private mode: the choice lasts for this page view */
  }
  listeners.forEach((listener) => listener());
}

export function onSeedChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function startingSeed(uploadsUrl: string): SeedData {
  // Pure and the same every call: built once (every test resets the database from it).
  if (generated?.uploadsUrl !== uploadsUrl) generated = { uploadsUrl, data: buildSeed(uploadsUrl) };
  return seedInUse() === 'recorded' && recorded ? mergeRecorded(generated.data, recorded) : generated.data;
}
