#!/usr/bin/env bash
# Times a newcomer's first minutes (issue 26): a fresh clone, `npm ci` with an empty npm cache (every
# package from the registry), `npm start` until it prints `[start] ready`, then every block of the
# README's Quickstart in turn. Usage: scripts/time-newcomer.sh [repository]   (default: this checkout)
set -euo pipefail
source_repo="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
work="$(mktemp -d)"
trap 'pkill -TERM -f "$work/repo/scripts/start-all.mjs" 2>/dev/null || true' EXIT
now() { date +%s.%N; }
t0=$(now)
git clone -q "$source_repo" "$work/repo" && cd "$work/repo"
npm ci --no-audit --no-fund --cache "$work/npm-cache" > "$work/npm-ci.log" 2>&1
t1=$(now)
node "$work/repo/scripts/start-all.mjs" > "$work/start.log" 2>&1 &
until grep -q "\[start\] ready" "$work/start.log"; do sleep 0.5; done
t2=$(now)
node -e '
  const md = require("fs").readFileSync("README.md", "utf8");
  const section = md.slice(md.indexOf("## Quickstart"), md.indexOf("\n## ", md.indexOf("## Quickstart") + 3));
  const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]);
  blocks.forEach((b, i) => require("fs").writeFileSync(process.argv[1] + "/block-" + (i + 1) + ".sh", b));
' "$work"
for block in "$work"/block-*.sh; do
  s=$(now)
  bash "$block" > "$block.out" 2>&1
  printf '%s: %.1f s\n' "$(basename "$block" .sh)" "$(echo "$(now) - $s" | bc)"
done
t3=$(now)
printf 'clone + npm ci (empty cache): %.1f s\nnpm start to ready: %.1f s\nquickstart blocks: %.1f s\ntotal: %.1f s\n' \
  "$(echo "$t1 - $t0" | bc)" "$(echo "$t2 - $t1" | bc)" "$(echo "$t3 - $t2" | bc)" "$(echo "$t3 - $t0" | bc)"
