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

export function parseArgs(argv: string[]): Parsed {
  const options: Options = {
    port: DEFAULT_PORT,
    host: LOOPBACK,
    network: false,
    state: DEFAULT_STATE_FILE,
    help: false,
  };
  const refuse = (message: string): Parsed => ({ ok: false, message: `${message}\n\n${USAGE}` });
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const inline = eq > 0 ? arg.slice(eq + 1) : undefined;
    // The value after the flag, unless it is the next flag (`--host --port 4010`).
    const following = argv[i + 1] !== undefined && !argv[i + 1].startsWith('--') ? argv[i + 1] : undefined;
    const value = () => {
      if (inline !== undefined) return inline;
      if (following !== undefined) i += 1;
      return following;
    };
    if (flag === '--help' || flag === '-h') options.help = true;
    else if (flag === '--port') {
      const raw = value();
      const port = Number(raw);
      if (!raw || !/^\d+$/.test(raw) || port > 65535)
        return refuse(`--port needs a number from 0 to 65535, not "${raw ?? ''}"`);
      options.port = port;
    } else if (flag === '--state') {
      const file = value();
      if (!file) return refuse('--state needs a file name');
      options.state = file;
    } else if (flag === '--host') {
      const host = value();
      if (host === '') return refuse('--host= needs an address (or give --host alone for every interface)');
      options.host = host ?? ALL_INTERFACES;
      options.network = true;
    } else return refuse(`Unknown option "${arg}"`);
  }
  return { ok: true, options };
}
