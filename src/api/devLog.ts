/**
 * The app's one console writer. Its lines carry searches, addresses and booking forms, personal data that must
 * not sit in a shared computer's console: a production build for the real backend has none (`__DEV_LOG__`).
 */
type Level = 'log' | 'info' | 'warn' | 'error';
export type Log = Record<Level, (...args: unknown[]) => void>;

export function createLog(enabled: boolean): Log {
  // console is looked up at each call, so a test's spy on console.info sees the line.
  const write =
    (level: Level) =>
    (...args: unknown[]) => {
      if (enabled) console[level](...args); // eslint-disable-line no-console -- the one writer
    };
  return { log: write('log'), info: write('info'), warn: write('warn'), error: write('error') };
}

const SILENT: Log = { log() {}, info() {}, warn() {}, error() {} };

export const devLog: Log = __DEV_LOG__ ? createLog(true) : SILENT;
