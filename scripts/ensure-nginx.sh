#!/usr/bin/env bash
# The reverse-proxy test (packages/web/test/browser-proxy.test.ts) runs its own nginx, Debian's, in front of
# the game server, with a certificate made by openssl. Installs both when missing, without starting
# Debian's nginx service (the test never uses it: it runs nginx in the foreground with its own
# configuration, prefix and port). Prints the path of the nginx to use.
set -euo pipefail
find_nginx() {
  for candidate in "${NGINX_PATH:-}" /usr/sbin/nginx /usr/bin/nginx; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then echo "$candidate"; return 0; fi
  done
  return 1
}
if find_nginx >/dev/null && command -v openssl >/dev/null; then find_nginx; exit 0; fi
as_root() { if [ "$(id -u)" = "0" ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else return 1; fi; }
if command -v apt-get >/dev/null; then
  # policy-rc.d exit 101: the package's scripts do not start (or restart) the system's nginx.
  made_policy=0
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    as_root sh -c 'printf "#!/bin/sh\nexit 101\n" > /usr/sbin/policy-rc.d && chmod 755 /usr/sbin/policy-rc.d' && made_policy=1
  fi
  wanted=""
  find_nginx >/dev/null || wanted="nginx"
  command -v openssl >/dev/null || wanted="$wanted openssl"
  status=0
  # shellcheck disable=SC2086 # the package names are words
  (as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $wanted) >&2 || status=$?
  if [ "$made_policy" = 1 ]; then as_root rm -f /usr/sbin/policy-rc.d; fi
  [ "$status" = 0 ] || { echo "could not install nginx and openssl (apt-get install nginx openssl)" >&2; exit 1; }
fi
if find_nginx >/dev/null && command -v openssl >/dev/null; then find_nginx; exit 0; fi
echo "nginx and openssl are not installed and could not be installed (apt-get install nginx openssl)" >&2
exit 1
