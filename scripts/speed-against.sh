#!/bin/sh
# Issue #25 item 1's comparison in one run: scripts/decision-speed.ts in a checkout of an older commit (default
# 44c1df6, the code before the issue) and in this one, alternating ROUNDS times (default 3), one process each.
# The older checkout is made once under $TMPDIR (a git worktree with its own npm ci) and kept for later runs.
#   sh scripts/speed-against.sh [COMMIT] [ROUNDS] [GAMES]
set -eu
rounds=${2:-3}
games=${3:-150}
. "$(dirname "$0")/against-worktree.sh"
i=0
while [ "$i" -lt "$rounds" ]; do
  for tree in "$old" "$here"; do
    # Run from the checkout's cli package, which depends on every package the script imports.
    cp "$here/scripts/decision-speed.ts" "$tree/packages/cli/decision-speed.tmp.ts"
    label=$([ "$tree" = "$here" ] && echo "this checkout" || echo "$commit")
    printf '%s: %s\n' "$label" "$(cd "$tree/packages/cli" && node --import tsx decision-speed.tmp.ts "$games")"
    rm "$tree/packages/cli/decision-speed.tmp.ts"
  done
  i=$((i + 1))
done
