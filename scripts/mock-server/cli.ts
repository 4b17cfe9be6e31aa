/** `npm run mock:server` (scripts/mock-server/start.mjs loads this through Vite's module runner). */
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { ALL_INTERFACES, parseArgs, USAGE } from './args';
import { CONTROL_PATH } from './control';
import { REFUSED, startMockServer } from './server';

/** The addresses a phone on the network can use, when the server listens on every interface. */
function networkOrigins(port: number): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && address.family === 'IPv4' && !address.internal)
    .map((address) => `http://${address!.address}:${port}`);
}

export async function main(argv: string[], root: string): Promise<number> {
  const parsed = parseArgs(argv);
  if (!parsed.ok) {
    console.error(parsed.message);
    return 2;
  }
  const options = parsed.options;
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const state = resolve(root, options.state);
  let server;
  try {
    server = await startMockServer({ ...options, state });
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === 'EADDRINUSE') console.error(`Port ${options.port} is in use: choose another with --port N.`);
    else if (code === 'EADDRNOTAVAIL') console.error(`${options.host} is not an address of this machine (--host).`);
    else if (message.startsWith(REFUSED))
      console.error(
        `${message}\nStart with another file (--state FILE), or move this one away, to begin from the seed.`,
      );
    else console.error(message);
    return 1;
  }
  const origins = options.host === ALL_INTERFACES ? [server.origin, ...networkOrigins(server.port)] : [server.origin];
  console.log(
    [
      `Mock backend listening on ${origins.join(' and ')}`,
      `  state:   ${state} (${server.fresh ? 'new, from the seed' : 'loaded'})`,
      `  control: ${origins.at(-1)}${CONTROL_PATH}`,
      `  app:     VITE_API_MOCKING=off VITE_API_BASE_URL=${origins.at(-1)} npm run dev${options.network ? ' -- --host' : ''}`,
      options.network ? '  On the network: anyone who can reach this address can read and reset the mock data.' : '',
      'Ctrl+C stops it.',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  await new Promise<void>((done) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => done());
  });
  await server.close();
  return 0;
}
