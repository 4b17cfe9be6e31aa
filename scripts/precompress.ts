import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The smallest brotli (quality 11) and gzip (level 9): paid once per build, saved on every download. */
const variants = (raw: Buffer): [string, Promise<Buffer>][] => [
  ['.gz', gzipAsync(raw, { level: 9 })],
  [
    '.br',
    brotliAsync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
  ],
];

/**
 * Writes `file.gz` and `file.br` beside every compressible file of `dir` when they come out smaller.
 * zlib's asynchronous calls run on libuv's thread pool, so the files are compressed on every core at once.
 */
export async function precompressDir(dir: string): Promise<void> {
  const jobs = filesUnder(dir)
    .filter((file) => COMPRESSIBLE.test(file))
    .map(async (file) => {
      const raw = await readFile(file);
      for (const [suffix, packing] of variants(raw)) {
        const packed = await packing;
        if (packed.length < raw.length) await writeFile(file + suffix, packed);
      }
    });
  await Promise.all(jobs);
}

/**
 * Production builds ship `.gz` and `.br` copies of their text files so nginx serves them as they are
 * (`gzip_static`, `brotli_static`: deploy/nginx.conf) instead of compressing on every request.
 * Storybook builds through this config too; its output is never deployed behind that config, so it is skipped.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let skip = false;
  return {
    name: 'precompress',
    // Not the prerender step's server bundle (an SSR build through this config), which nothing serves.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      skip = config.plugins.some((plugin) => plugin.name.startsWith('storybook:'));
    },
    // After every other plugin has finished with the output (the mock worker is removed in a closeBundle).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!skip) await precompressDir(outDir);
      },
    },
  };
}
