import { parseArgs as parseNodeArgs } from 'node:util';

/** `npm run mock:server` options: `--port N`, `--state FILE`, `--host [ADDRESS]`, each also as `--flag=value`. */

export const DEFAULT_PORT = 4010;
/** Git-ignored (.gitignore), at the repository's root: a plain restart finds the data it left. */
export const DEFAULT_STATE_FILE = '.mock-server-state.json';
/** Loopback only unless asked: reset and export must not be offered to the network by accident. */
export const LOOPBACK = '127.0.0.1';
/** `--host` without an address: every interface, as `vite --host` does. */
export const ALL_INTERFACES = '0.0.0.0';

export interface Options {
  port: number;
  host: string;
  /** Whether `--host` was given: the server is meant for other devices (private-network CORS). */
  network: boolean;
  state: string;
  help: boolean;
}

export const USAGE = `Usage: npm run mock:server -- [--port N] [--state FILE] [--host [ADDRESS]]

  --port N        port to listen on (default ${DEFAULT_PORT}; 0 takes a free one)
  --state FILE    the state file, loaded on start and written as the data changes (default ${DEFAULT_STATE_FILE})
  --host [ADDR]   listen on the network: every interface, or ADDR (default: ${LOOPBACK} only)
  --help          this text

See docs/mock-server.md.`;

type Parsed = { ok: true; options: Options } | { ok: false; message: string };

/** `--host` with no address after it (at the end, or before the next flag) is `--host` alone. */
const bareHost = (arg: string, i: number, argv: string[]) =>
  arg === '--host' && (argv[i + 1] === undefined || argv[i + 1].startsWith('-')) ? `--host=${ALL_INTERFACES}` : arg;

export function parseArgs(argv: string[]): Parsed {
  const refuse = (message: string): Parsed => ({ ok: false, message: `${message}\n\n${USAGE}` });
  let values;
  try {
    ({ values } = parseNodeArgs({
      args: argv.map(bareHost),
      strict: true,
      options: {
        port: { type: 'string', default: String(DEFAULT_PORT) },
        state: { type: 'string', default: DEFAULT_STATE_FILE },
        host: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    return refuse((error as Error).message);
  }
  const { port, state, host, help } = values;
  if (!/^\d+$/.test(port) || Number(port) > 65535)
    return refuse(`--port needs a number from 0 to 65535, not "${port}"`);
  if (!state) return refuse('--state needs a file name');
  if (host === '') return refuse('--host= needs an address (or give --host alone for every interface)');
  return {
    ok: true,
    options: { port: Number(port), host: host ?? LOOPBACK, network: host !== undefined, state, help },
  };
}
