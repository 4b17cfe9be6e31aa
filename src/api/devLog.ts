/**
 * The app's one way to write to the console (ESLint's `no-console` keeps it so). The spec has the app log what it
 * does not show (§2.1 the header search, §7 the details booking, §8 session and list failures), and those lines
 * carry searches, addresses, positions and booking forms: personal data that must not sit in the console of a
 * shared computer. So a production build pointed at the real backend logs nothing, and carries no console writer
 * at all (the bundler drops `createLog` when `__DEV_LOG__` is false, whatever NODE_ENV says); development and the
 * mock builds QA works with keep every line.
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
