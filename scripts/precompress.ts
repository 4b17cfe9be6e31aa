import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `file.gz` and `file.br` beside every compressible file of `dir` when they come out smaller. */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = readFileSync(file);
    const variants: [string, Buffer][] = [
      ['.gz', gzipSync(raw, { level: 9 })],
      [
        '.br',
        brotliCompressSync(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        }),
      ],
    ];
    for (const [suffix, packed] of variants) {
      if (packed.length >= raw.length) continue;
      writeFileSync(file + suffix, packed);
      written += 1;
    }
  }
  return written;
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
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      skip = config.plugins.some((plugin) => plugin.name.startsWith('storybook:'));
    },
    // After every other plugin has finished with the output (the mock worker is removed in a closeBundle).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!skip) precompressDir(outDir);
      },
    },
  };
}
