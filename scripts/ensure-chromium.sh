#!/usr/bin/env bash
# The browser tests drive Debian's chromium (browser downloads do not work on these machines).
# Installs it when missing; prints the path to use.
set -euo pipefail
for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >&2
elif command -v sudo >/dev/null && command -v apt-get >/dev/null; then
  (sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >&2
fi
if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; exit 0; fi
echo "chromium is not installed and could not be installed (apt-get install chromium)" >&2
exit 1
