# Sourced by scripts/speed-against.sh and scripts/instructions-against.sh: sets `commit` (the first argument,
# default 44c1df6, the code before issue #25), `here` (this checkout) and `old`, a git worktree of that commit
# under $TMPDIR with its own npm ci, made once and kept for later runs.
commit=${1:-44c1df6}
here=$(cd "$(dirname "$0")/.." && pwd)
old="${TMPDIR:-/tmp}/everrain-speed-$commit"
if [ ! -d "$old" ]; then
  git -C "$here" worktree add --detach "$old" "$commit" >/dev/null
  (cd "$old" && npm ci --no-audit --no-fund --loglevel=error)
fi
