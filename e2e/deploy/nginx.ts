/**
 * Runs Debian's nginx with deploy/nginx.conf for a test, as any user: the site file is rendered as the README
 * says (PHP_UPSTREAM substituted), then only its listen address and root are pointed at the test's port and
 * build; a small main config keeps pid, logs and temp files in a temporary folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const MODULES_DIR = process.env.NGINX_MODULES_DIR ?? '/usr/lib/nginx/modules';
const SITE_TEMPLATE = resolve('deploy/nginx.conf');
const BROTLI_SNIPPET = resolve('deploy/nginx-brotli.conf');
/** Installed on Debian by libnginx-mod-http-brotli-static (.ci/run installs it where the release has it). */
export const BROTLI_MODULE = join(MODULES_DIR, 'ngx_http_brotli_static_module.so');

/** Replaces `from` by `to` in `text`, failing when the template no longer has exactly one `from`. */
function replaceOnce(text: string, from: string, to: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`deploy/nginx.conf: expected one "${from}", found ${count}`);
  return text.replace(from, to);
}

/** deploy/nginx.conf as `envsubst '${PHP_UPSTREAM}'` renders it, served on `port` from `root`. */
export function renderSite(phpUpstream: string, port: number, root: string): string {
  const template = readFileSync(SITE_TEMPLATE, 'utf8');
  const placeholders = new Set(template.match(/\$\{\w+\}/g));
  if ([...placeholders].join() !== '${PHP_UPSTREAM}') {
    throw new Error(`deploy/nginx.conf must have one variable, \${PHP_UPSTREAM}; found ${[...placeholders].join()}`);
  }
  let site = template.replaceAll('${PHP_UPSTREAM}', phpUpstream);
  site = replaceOnce(site, 'listen 80;', `listen 127.0.0.1:${port};`);
  site = replaceOnce(site, 'listen [::]:80;', '');
  site = replaceOnce(site, 'root /var/www/homeease/dist;', `root ${root};`);
  return site;
}

export interface RunningNginx {
  brotli: boolean;
  /** Everything nginx wrote to its error log so far. */
  errorLog(): string;
  stop(): Promise<void>;
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startNginx(options: { phpUpstream: string; port: number; root: string }): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (bash .ci/run does)`);
  if (!existsSync(join(options.root, 'index.html'))) {
    throw new Error(`${options.root}/index.html is missing: run \`npm run build\` first`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'homeease-nginx-'));
  chmodSync(dir, 0o755); // worker processes may run as another user than the master
  const brotli = existsSync(BROTLI_MODULE);
  const asRoot = process.getuid?.() === 0;
  writeFileSync(join(dir, 'site.conf'), renderSite(options.phpUpstream, options.port, resolve(options.root)));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`)
    .join('\n');
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // As root, workers would become "nobody", who may not read a checkout under /root.
      asRoot ? 'user root;' : '',
      brotli ? `load_module ${BROTLI_MODULE};` : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 128; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${join(dir, 'access.log')};`,
      temp,
      brotli ? `  include ${BROTLI_SNIPPET};` : '',
      `  include ${join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'];
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the config:\n${check.stderr}`);

  let stderr = '';
  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const errorLog = () => {
    const file = join(dir, 'error.log');
    return stderr + (existsSync(file) ? readFileSync(file, 'utf8') : '');
  };
  try {
    await waitUntilServing(`http://127.0.0.1:${options.port}/index.html`, child, errorLog);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    brotli,
    errorLog,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM'); // fast shutdown of master and workers
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
