import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, DEFAULT_STATE_FILE, parseArgs } from './args';

const options = (argv: string[]) => {
  const parsed = parseArgs(argv);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.options;
};

describe('npm run mock:server options', () => {
  it('listens on loopback only, on a fixed port, with the git-ignored state file, unless told otherwise', () => {
    expect(options([])).toMatchObject({
      port: DEFAULT_PORT,
      host: '127.0.0.1',
      network: false,
      state: DEFAULT_STATE_FILE,
    });
  });

  it('takes both --flag value and --flag=value', () => {
    const expected = { port: 4321, state: 'qa.json', host: '192.168.1.5', network: true };
    expect(options(['--port', '4321', '--state', 'qa.json', '--host', '192.168.1.5'])).toMatchObject(expected);
    expect(options(['--port=4321', '--state=qa.json', '--host=192.168.1.5'])).toMatchObject(expected);
  });

  it('takes --host alone as every interface, even before another flag', () => {
    expect(options(['--host'])).toMatchObject({ host: '0.0.0.0', network: true });
    expect(options(['--host', '--port', '4321'])).toMatchObject({ host: '0.0.0.0', port: 4321 });
  });

  it.each([
    [['--port', 'abc'], /--port needs a number/],
    [['--port=70000'], /--port needs a number/],
    [['--state'], /'--state <value>' argument missing/],
    [['--state='], /--state needs a file name/],
    [['--host='], /--host= needs an address/],
    [['--hots'], /Unknown option '--hots'/],
  ])('refuses %j with a message and the usage', (argv, message) => {
    const parsed = parseArgs(argv);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toMatch(message);
    expect(!parsed.ok && parsed.message).toMatch(/Usage: npm run mock:server/);
  });
});
