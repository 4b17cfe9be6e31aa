/**
 * The mock server's state on disk, in the state-file format the mock panel exports (docs/mock-state.md): loaded
 * on start, written whenever it changed. A write goes to a temporary file renamed over the old one, so a crash or
 * a kill mid-write leaves the previous state whole; writes never overlap, and the last one always holds the
 * newest state.
 */
import { openAsBlob } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { resetDb } from '../../mocks/db';
import { DEFAULT_LATENCY_MS, resetScenario, setScenario } from '../../mocks/scenarios';
import { exportState, importStateFile } from '../../mocks/stateFile';

type Loaded = { ok: true; fresh: boolean } | { ok: false; message: string };

/** Loads `path` into the mock (the seed when there is no such file); a file that is refused is left as it is. */
export async function loadState(path: string): Promise<Loaded> {
  const found = await stat(path).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : error));
  if (found === null) {
    resetDb();
    resetScenario();
    setScenario({ latencyMs: DEFAULT_LATENCY_MS });
    return { ok: true, fresh: true };
  }
  if (found instanceof Error) return { ok: false, message: `It cannot be read (${found.code}). Nothing was changed.` };
  if (!found.isFile()) return { ok: false, message: 'It is not a file. Nothing was changed.' };
  // A lazy Blob: importStateFile refuses a file over its size limit before reading a byte of it.
  const read = await importStateFile(await openAsBlob(path));
  return read.ok ? { ok: true, fresh: false } : read;
}

/** What decides whether a write is due: the data and the scenario, not the export's time stamp. */
const contentOf = () => {
  const { scenario, db } = exportState();
  return JSON.stringify({ scenario, db });
};

export function stateWriter(path: string) {
  let written: string | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  const temporary = `${path}.${process.pid}.tmp`;

  async function writeOnce(): Promise<void> {
    const content = contentOf();
    if (content === written) return;
    await mkdir(dirname(path), { recursive: true });
    await writeFile(temporary, JSON.stringify(exportState()));
    await rename(temporary, path);
    written = content;
  }

  async function loop(): Promise<void> {
    try {
      do {
        again = false;
        await writeOnce();
      } while (again);
    } catch (error) {
      await rm(temporary, { force: true });
      console.error(`[mock] could not write the state file ${path}: ${(error as Error).message}`);
    } finally {
      running = null;
    }
  }

  return {
    /** The state now is what the file holds (it was just loaded from it): no write until it changes. */
    loaded(): void {
      written = contentOf();
    },
    /** Writes the state soon if it changed; a change during a write is written right after it. */
    schedule(): void {
      if (running) again = true;
      else running = loop();
    },
    /** Resolves once everything scheduled so far is on disk. */
    async flush(): Promise<void> {
      while (running) await running;
    },
  };
}
