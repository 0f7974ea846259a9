#!/usr/bin/env bash
# The README's two commands, checked the way a new user runs them (CI runs this inside
# scripts/as-stranger.sh): `npm start` must install, build and answer /api/health on a fresh
# clone; then `npm test` must pass. Exits non-zero on the first failure.
set -u
PORT=${PORT:-3000}
START_TIMEOUT_S=${START_TIMEOUT_S:-900}
log=$(mktemp /tmp/rapport-start.XXXXXX.log)

echo "[two-commands] npm start (port $PORT)"
began=$(date +%s)
PORT=$PORT setsid npm start >"$log" 2>&1 &
pid=$!
healthy=0
for _ in $(seq 1 "$START_TIMEOUT_S"); do
  if curl -fsS "http://127.0.0.1:$PORT/api/health" >/dev/null 2>&1; then healthy=1; break; fi
  kill -0 "$pid" 2>/dev/null || break
  sleep 1
done
echo "[two-commands] ---- what npm start printed ----"
cat "$log"
echo "[two-commands] ----"
if [ "$healthy" != 1 ]; then
  kill -TERM -- "-$pid" 2>/dev/null
  echo "[two-commands] FAILED: npm start did not answer http://127.0.0.1:$PORT/api/health"
  exit 1
fi
echo "[two-commands] /api/health answered $(($(date +%s) - began)) s after npm start"
kill -INT -- "-$pid" 2>/dev/null
wait "$pid" 2>/dev/null
if grep -qiE '^npm (warn|notice)|telemetry|Unsupported engine' "$log"; then
  echo "[two-commands] FAILED: npm start printed warnings a user would take for errors (above)"
  exit 1
fi

echo "[two-commands] npm test"
npm test
