#!/usr/bin/env bash
# Runs a command the way a stranger's bare machine would see this repository: a fresh clone of
# HEAD, no pnpm or pnpx anywhere on PATH, and an empty HOME (no pnpm store, no npm or corepack
# cache). CI runs the README's two commands through it, so a step that only works because
# something was installed by hand on this machine fails here.
#   bash scripts/as-stranger.sh npm test
# KEEP=1 keeps the clone and its HOME (printed) instead of removing them.
set -u
src=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel) || exit 2
[ $# -gt 0 ] || { echo "usage: scripts/as-stranger.sh COMMAND..."; exit 2; }
tmp=$(mktemp -d /tmp/rapport-stranger.XXXXXX)
git clone -q "$src" "$tmp/clone" || exit 1
mkdir -p "$tmp/bin" "$tmp/home"
IFS=: read -ra dirs <<<"$PATH"
for d in "${dirs[@]}"; do
  [ -d "$d" ] || continue
  for f in "$d"/*; do
    b=$(basename "$f")
    case "$b" in pnpm | pnpx | pnpm.* | pnpx.*) continue ;; esac
    [ -e "$tmp/bin/$b" ] || ln -s "$f" "$tmp/bin/$b" 2>/dev/null
  done
done
echo "[stranger] fresh clone in $tmp/clone; PATH without pnpm; HOME=$tmp/home"
cd "$tmp/clone" || exit 1
PATH="$tmp/bin" HOME="$tmp/home" "$@"
rc=$?
[ "${KEEP:-0}" = 1 ] || rm -rf "$tmp"
exit $rc
