#!/usr/bin/env bash
# A throwaway PostgreSQL for the server's multi-process test (packages/server/test/postgres.test.ts).
# Installs Debian's postgresql when missing (as scripts/ensure-chromium.sh does for chromium), then runs a
# cluster of its own as a non-root user in a temporary directory, on a loopback port: no system service.
#
#   scripts/postgres-test.sh start PORT   # prints the cluster's directory, then its URL (one per line)
#   scripts/postgres-test.sh stop DIR     # stops it and deletes the directory
set -euo pipefail

find_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; return 0; fi
  if command -v initdb >/dev/null && command -v pg_ctl >/dev/null; then dirname "$(command -v initdb)"; return 0; fi
  return 1
}

ensure_postgres() {
  if find_bin >/dev/null; then return 0; fi
  echo "postgres-test: PostgreSQL is not installed; installing Debian's postgresql" >&2
  local sudo=""
  if [ "$(id -u)" != "0" ] && command -v sudo >/dev/null; then sudo=sudo; fi
  if command -v apt-get >/dev/null && { [ "$(id -u)" = "0" ] || [ -n "$sudo" ]; }; then
    # Another test may be installing at the same time (chromium, for the browser tests): wait for apt's
    # locks, and try again a few times.
    local attempt
    for attempt in 1 2 3; do
      if ($sudo apt-get -o DPkg::Lock::Timeout=120 update -qq \
        && $sudo env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=120 install -y -qq postgresql) >&2; then break; fi
      sleep 5
    done
  fi
  if ! find_bin >/dev/null; then
    echo "postgres-test: PostgreSQL is not installed and could not be installed (apt-get install postgresql)" >&2
    exit 1
  fi
}

# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user (made by the package).
as_owner() {
  if [ "$(id -u)" = "0" ]; then
    local user=postgres
    id "$user" >/dev/null 2>&1 || user=nobody
    runuser -u "$user" -- "$@"
  else
    "$@"
  fi
}

case "${1:-}" in
  start)
    port="${2:?usage: postgres-test.sh start PORT}"
    ensure_postgres
    bin=$(find_bin)
    dir=$(mktemp -d "${TMPDIR:-/tmp}/everrain-pg-XXXXXX")
    chmod 755 "$dir"
    if [ "$(id -u)" = "0" ]; then
      user=postgres; id "$user" >/dev/null 2>&1 || user=nobody
      chown "$user" "$dir"
    fi
    as_owner "$bin/initdb" -D "$dir/data" -U everrain --auth=trust --encoding=UTF8 --no-locale >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    # Loopback only, its socket in its own directory; durability settings left at their defaults (fsync on).
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
      -o "-p $port -h 127.0.0.1 -k $dir -c max_connections=60" start >/dev/null \
      || { cat "$dir/server.log" >&2; exit 1; }
    echo "$dir"
    echo "postgres://everrain@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir="${2:?usage: postgres-test.sh stop DIR}"
    case "$dir" in */everrain-pg-*) ;; *) echo "postgres-test: not a test cluster: $dir" >&2; exit 1 ;; esac
    bin=$(find_bin)
    as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: postgres-test.sh start PORT | stop DIR" >&2
    exit 2
    ;;
esac
