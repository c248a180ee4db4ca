#!/bin/sh
# Issue #25 item 1's comparison counted in machine instructions (valgrind's count, which a busy machine does not
# change, unlike CPU time): scripts/decision-speed.ts's count mode in a checkout of an older commit (default 44c1df6,
# the code before the issue) and in this one, the two checkouts side by side (each one run at a time). Instructions per
# decision of MEASURED games after WARM (the difference of a run with them and one without). Installs Debian's
# valgrind when missing. The older checkout is the one scripts/speed-against.sh makes and keeps.
#   sh scripts/instructions-against.sh [COMMIT] [WARM] [MEASURED]   (about 8 minutes with the defaults; 25 with 150 warm games)
set -eu
warm=${2:-40}
measured=${3:-30}
if ! command -v valgrind >/dev/null; then
  as_root() { if [ "$(id -u)" = "0" ]; then "$@"; else sudo "$@"; fi; }
  as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends valgrind >&2
fi
. "$(dirname "$0")/against-worktree.sh"
# count BUNDLE GAMES: the instructions of one run. The script is bundled first (by the tree's own esbuild, from its
# cli package, which depends on every package the script imports): run through tsx, a loader thread compiling
# modules made the counts vary by ±5% between runs of the same code; bundled, by under 0.1%.
count() {
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
    node --single-threaded "$1" count "$warm" "$2" 2>&1 |
    awk '/^decisions/ { d = $2 } /I[ ]+refs:/ { gsub(",", "", $NF); i = $NF } END { print i, d }'
}
per() {
  bundle="${TMPDIR:-/tmp}/everrain-decision-speed-$(basename "$1")-$$.mjs"
  cp "$here/scripts/decision-speed.ts" "$1/packages/cli/decision-speed.tmp.ts"
  (cd "$1/packages/cli" && ../../node_modules/.bin/esbuild decision-speed.tmp.ts --bundle --platform=node --format=esm \
    --target=node20 --outfile="$bundle" --log-level=warning)
  rm "$1/packages/cli/decision-speed.tmp.ts"
  with=$(count "$bundle" "$measured") && without=$(count "$bundle" 0)
  rm "$bundle"
  echo "$with $without" | awk '{ printf "%.0f %d\n", ($1 - $3) / $2, $2 }'
}
per "$old" > "$old.instructions" &
now=$(per "$here")
wait
before=$(cat "$old.instructions")
echo "$commit: ${before% *} instructions a decision (${before#* } decisions)"
echo "this checkout: ${now% *} instructions a decision (${now#* } decisions)"
echo "${before% *} ${now% *}" | awk '{ printf "ratio: %.2fx\n", $1 / $2 }'
