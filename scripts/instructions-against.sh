#!/bin/sh
# Issue #25 item 1's comparison counted in machine instructions (valgrind's count, which a busy machine does not
# change, unlike CPU time): scripts/decision-instructions.ts in a checkout of an older commit (default 44c1df6,
# the code before the issue) and in this one, both runs of each at once (a pair at a time). Instructions per
# decision of MEASURED games after WARM (the difference of a run with them and one without). Installs Debian's
# valgrind when missing. The older checkout is the one scripts/speed-against.sh makes and keeps.
#   sh scripts/instructions-against.sh [COMMIT] [WARM] [MEASURED]   (about 10 minutes with the defaults)
set -eu
commit=${1:-44c1df6}
warm=${2:-40}
measured=${3:-30}
here=$(cd "$(dirname "$0")/.." && pwd)
old="${TMPDIR:-/tmp}/everrain-speed-$commit"
if ! command -v valgrind >/dev/null; then
  as_root() { if [ "$(id -u)" = "0" ]; then "$@"; else sudo "$@"; fi; }
  as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends valgrind >&2
fi
if [ ! -d "$old" ]; then
  git -C "$here" worktree add --detach "$old" "$commit" >/dev/null
  (cd "$old" && npm ci --no-audit --no-fund --loglevel=error)
fi
# count TREE GAMES: the instructions of one run (the script run from the tree's cli package, which depends on every package it imports).
count() {
  (cd "$1/packages/cli" && valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
    node --single-threaded --import tsx decision-instructions.tmp.ts "$warm" "$2" 2>&1) |
    awk '/^decisions/ { d = $2 } /I[ ]+refs:/ { gsub(",", "", $NF); i = $NF } END { print i, d }'
}
per() {
  cp "$here/scripts/decision-instructions.ts" "$1/packages/cli/decision-instructions.tmp.ts"
  with=$(count "$1" "$measured") && without=$(count "$1" 0)
  rm "$1/packages/cli/decision-instructions.tmp.ts"
  echo "$with $without" | awk '{ printf "%.0f %d\n", ($1 - $3) / $2, $2 }'
}
per "$old" > "$old.instructions" &
now=$(per "$here")
wait
before=$(cat "$old.instructions")
echo "$commit: ${before% *} instructions a decision (${before#* } decisions)"
echo "this checkout: ${now% *} instructions a decision (${now#* } decisions)"
echo "${before% *} ${now% *}" | awk '{ printf "ratio: %.2fx\n", $1 / $2 }'
