/**
 * Runs Debian's nginx with deploy/nginx.conf (or deploy/nginx-tls.conf) for a test, as any user: the site file is
 * rendered as the README says (its variables substituted), then only its listen addresses and root are pointed at
 * the test's ports and build; a small main config keeps pid, logs and temp files in a temporary folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const MODULES_DIR = process.env.NGINX_MODULES_DIR ?? '/usr/lib/nginx/modules';
const SITE_TEMPLATE = resolve('deploy/nginx.conf');
const TLS_SITE_TEMPLATE = resolve('deploy/nginx-tls.conf');
const BROTLI_SNIPPET = resolve('deploy/nginx-brotli.conf');
/** Installed on Debian by libnginx-mod-http-brotli-static (.ci/run installs it where the release has it). */
export const BROTLI_MODULE = join(MODULES_DIR, 'ngx_http_brotli_static_module.so');

/** Replaces `from` by `to` in `text`, failing when the template no longer has exactly one `from`. */
function replaceOnce(text: string, from: string, to: string, file = 'deploy/nginx.conf'): string {
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`${file}: expected one "${from}", found ${count}`);
  return text.replace(from, to);
}

/** A template as `envsubst` renders it when told exactly its variables, failing when it has others. */
function renderTemplate(file: string, values: Record<string, string>): string {
  const template = readFileSync(file, 'utf8');
  const placeholders = [...new Set(template.match(/\$\{\w+\}/g))].sort().join();
  const expected = Object.keys(values)
    .map((name) => `\${${name}}`)
    .sort()
    .join();
  if (placeholders !== expected) throw new Error(`${file} must have the variables ${expected}; found ${placeholders}`);
  return Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`\${${name}}`, value), template);
}

/**
 * deploy/nginx.conf as `envsubst '${PHP_UPSTREAM} ${RUM_ORIGIN}'` renders it, served on `port` from `root`; the
 * field measurement collector's origin is empty unless given (a build made without VITE_RUM_URL).
 */
export function renderSite(phpUpstream: string, port: number, root: string, rumOrigin = ''): string {
  let site = renderTemplate(SITE_TEMPLATE, { PHP_UPSTREAM: phpUpstream, RUM_ORIGIN: rumOrigin });
  site = replaceOnce(site, 'listen 80;', `listen 127.0.0.1:${port};`);
  site = replaceOnce(site, 'listen [::]:80;', '');
  site = replaceOnce(site, 'root /var/www/homeease/dist;', `root ${root};`);
  return site;
}

export interface TlsOptions {
  /** The https port; the `port` of startNginx is then the one that redirects to https. */
  port: number;
  certificate: string;
  key: string;
}

/** deploy/nginx-tls.conf as the README renders it, the redirect on `httpPort` and the site on `tls.port`. */
export function renderTlsSite(phpUpstream: string, httpPort: number, root: string, tls: TlsOptions): string {
  const file = 'deploy/nginx-tls.conf';
  let site = renderTemplate(TLS_SITE_TEMPLATE, {
    PHP_UPSTREAM: phpUpstream,
    RUM_ORIGIN: '',
    TLS_CERT: tls.certificate,
    TLS_KEY: tls.key,
  });
  site = replaceOnce(site, 'listen 80;', `listen 127.0.0.1:${httpPort};`, file);
  site = replaceOnce(site, 'listen [::]:80;', '', file);
  site = replaceOnce(site, 'listen 443 ssl', `listen 127.0.0.1:${tls.port} ssl`, file);
  site = replaceOnce(site, 'listen [::]:443 ssl http2;', '', file);
  site = replaceOnce(site, 'root /var/www/homeease/dist;', `root ${root};`, file);
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
      await fetch(url, { redirect: 'manual' }); // with TLS, plain http only redirects
      return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** nginx with deploy/nginx.conf on `port`, or with deploy/nginx-tls.conf when `tls` is given. */
export async function startNginx(options: {
  phpUpstream: string;
  port: number;
  root: string;
  tls?: TlsOptions;
  /** RUM_ORIGIN: the field measurement collector's origin, for a build made with VITE_RUM_URL. */
  rumOrigin?: string;
}): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (bash .ci/run does)`);
  if (!existsSync(join(options.root, 'index.html'))) {
    throw new Error(`${options.root}/index.html is missing: run \`npm run build\` first`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'homeease-nginx-'));
  chmodSync(dir, 0o755); // worker processes may run as another user than the master
  const brotli = existsSync(BROTLI_MODULE);
  const asRoot = process.getuid?.() === 0;
  const root = resolve(options.root);
  const site = options.tls
    ? renderTlsSite(options.phpUpstream, options.port, root, options.tls)
    : renderSite(options.phpUpstream, options.port, root, options.rumOrigin);
  writeFileSync(join(dir, 'site.conf'), site);
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
