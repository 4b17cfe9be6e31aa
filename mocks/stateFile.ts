/** The mock state as one file (docs/mock-state.md): a file is checked whole, and changes nothing unless all passes. */
import * as v from 'valibot';
import { describeProblem, problemsOf } from '../src/api/problems';
import { localIsoDate } from '../src/lib/timeSlots';
import { db, replaceDb } from './db';
import { DB_VERSION, dbStateSchema } from './dbSchema';
import { getScenario, scenarioStateSchema, setScenario } from './scenarios';
import { readJson } from './store';

export const STATE_FILE_FORMAT = 'hsm-mock-state';
/** The file's version is the tables' (dbSchema.ts): a change to them is what makes an old file unreadable. */
export const STATE_FILE_VERSION = DB_VERSION;
/** Far above a real state (the seed is about 0.2 MB; uploaded images add to it), far below what stalls a tab. */
export const STATE_FILE_MAX_BYTES = 20 * 1024 * 1024;

const stateFileSchema = v.object({
  format: v.literal(STATE_FILE_FORMAT),
  version: v.literal(STATE_FILE_VERSION),
  exported_at: v.string(),
  scenario: scenarioStateSchema,
  db: dbStateSchema,
});
type StateFile = v.InferOutput<typeof stateFileSchema>;

export function exportState(now = new Date()): StateFile {
  return {
    format: STATE_FILE_FORMAT,
    version: STATE_FILE_VERSION,
    exported_at: now.toISOString(),
    scenario: getScenario(),
    db: db(),
  };
}

/** `mock-state-2026-11-26-0925.json`, local time: two exports of one day keep apart, and sort by time. */
export function stateFileName(now = new Date()): string {
  const time = now.toTimeString().slice(0, 5).replace(':', '');
  return `mock-state-${localIsoDate(now)}-${time}.json`;
}

type Read = { ok: true; file: StateFile } | { ok: false; message: string };
const refused = (message: string): Read => ({ ok: false, message });
const SHOWN_PROBLEMS = 3;

export function readStateFile(text: string): Read {
  const value = readJson<unknown>(text, undefined);
  if (value === undefined)
    return refused('This file is not JSON, so it is not a mock state file. Nothing was changed.');
  const head = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<string, unknown>>;
  if (head.format !== STATE_FILE_FORMAT)
    return refused(
      `This JSON file is not a mock state file (it has no "format": "${STATE_FILE_FORMAT}"). Nothing was changed.`,
    );
  if (typeof head.version !== 'number')
    return refused('This state file has no version number, so it cannot be read. Nothing was changed.');
  if (head.version !== STATE_FILE_VERSION) {
    const side = head.version < STATE_FILE_VERSION ? 'an older' : 'a newer';
    return refused(
      `This state file is version ${head.version}, from ${side} mock backend; this one reads version ${STATE_FILE_VERSION} only. ` +
        'Export the state again with this build. Nothing was changed.',
    );
  }
  const problems = problemsOf(stateFileSchema, value).filter((p) => !p.note);
  if (problems.length) {
    const more = problems.length > SHOWN_PROBLEMS ? ` (and ${problems.length - SHOWN_PROBLEMS} more)` : '';
    const listed = problems.slice(0, SHOWN_PROBLEMS).map(describeProblem).join('; ');
    return refused(`This state file is damaged: ${listed}${more}. Nothing was changed.`);
  }
  return { ok: true, file: value as StateFile };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Reads, checks and applies a chosen file; a refused one changes nothing and says why. */
export async function importStateFile(file: Blob): Promise<Read> {
  // Checked before reading: a huge file would otherwise be read whole into memory first.
  if (file.size > STATE_FILE_MAX_BYTES)
    return refused(
      `This file is ${megabytes(file.size)}; a mock state file may be at most ${megabytes(STATE_FILE_MAX_BYTES)}. Nothing was changed.`,
    );
  const text = await file.text().catch(() => null);
  if (text === null) return refused('This file could not be read. Nothing was changed.');
  const read = readStateFile(text);
  if (read.ok) {
    replaceDb(read.file.db);
    setScenario(read.file.scenario);
  }
  return read;
}
