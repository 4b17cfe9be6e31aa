#!/usr/bin/env bash
# Installs what `npm test` needs beyond npm packages, when it is missing: Debian's Chromium (the browser tests;
# Playwright never downloads one), Debian's nginx (the deploy test runs deploy/nginx.conf) and, where the release
# packages it, nginx's brotli_static module (without it the deploy test checks gzip only). Runs as `pretest`;
# silent when everything is there. CHROMIUM_PATH / NGINX_PATH name your own binaries instead; they are not installed.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
brotli=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

export DEBIAN_FRONTEND=noninteractive
sudo=
[ "$(id -u)" = 0 ] || sudo=sudo
apt_updated=
apt_refresh() { [ -n "$apt_updated" ] || { $sudo apt-get update -qq && apt_updated=1; }; }
apt_install() {
  if ! command -v apt-get >/dev/null || { [ -n "$sudo" ] && ! command -v sudo >/dev/null; }; then
    echo "setup-test-machine: please install $* (apt-get, or point CHROMIUM_PATH / NGINX_PATH at your own)" >&2
    exit 1
  fi
  apt_refresh && $sudo apt-get install -y -qq "$@" >/dev/null
}

need_own() { [ -x "$1" ] || { echo "setup-test-machine: $2 is not an executable: $1" >&2; exit 1; }; }
[ -z "${CHROMIUM_PATH:-}" ] || need_own "$chromium" CHROMIUM_PATH
[ -z "${NGINX_PATH:-}" ] || need_own "$nginx" NGINX_PATH

if [ ! -x "$chromium" ]; then
  echo "== installing Debian's Chromium for the browser tests"
  apt_install chromium
fi

if [ ! -x "$nginx" ]; then
  echo "== installing Debian's nginx for the deploy test (deploy/nginx.conf)"
  # RUNLEVEL=1: the package does not start a system nginx on port 80; the test runs its own.
  RUNLEVEL=1 apt_install nginx
fi

# Looked for once: a release without the package is remembered, so later runs stay quiet and offline.
no_brotli_mark="${XDG_CACHE_HOME:-$HOME/.cache}/homeease-no-nginx-brotli"
if [ -z "${NGINX_PATH:-}" ] && [ ! -e "$brotli" ] && [ ! -e "$no_brotli_mark" ] && command -v apt-get >/dev/null; then
  apt_refresh || true
  if apt-cache show libnginx-mod-http-brotli-static >/dev/null 2>&1; then
    echo "== installing nginx's brotli_static module"
    apt_install libnginx-mod-http-brotli-static || echo "   (not installed: nginx serves gzip only)"
  else
    echo "== no brotli module for nginx in this release: the deploy test checks gzip only"
    mkdir -p "$(dirname "$no_brotli_mark")" && touch "$no_brotli_mark"
  fi
fi

# CI logs say which browser and nginx ran: Debian's Chromium moves under the suite from one fresh machine to the next.
if [ -n "${CI:-}" ]; then
  echo "== browser: $("$chromium" --version 2>/dev/null || echo 'Chromium: version unknown'), nginx: $("$nginx" -v 2>&1)"
fi
