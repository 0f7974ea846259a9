#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server (Debian's postgresql) on 127.0.0.1, runs the given
# command with DATABASE_URL pointing at it, then stops the server.
set -euo pipefail
PGBIN=${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)}
# PGPORT_TEST, or a free port on 127.0.0.1 the kernel picks (another PostgreSQL, say a second run
# of this script, may hold any fixed one).
PORT=${PGPORT_TEST:-$(node -e '
  const s = require("net").createServer();
  s.listen(0, "127.0.0.1", () => { const p = s.address().port; s.close(() => console.log(p)); });
')}
DIR=$(mktemp -d /tmp/rapport-pg.XXXXXX)
chown postgres "$DIR" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
as_pg "$PGBIN/initdb" -D "$DIR/data" -U postgres -A trust >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w -o "-c listen_addresses=127.0.0.1 -p $PORT -k /tmp -c fsync=off" start >/dev/null
trap 'as_pg "$PGBIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null; rm -rf "$DIR"' EXIT
as_pg "$PGBIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres rapport_test
export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/rapport_test"
echo "[rapport] PostgreSQL ready at $DATABASE_URL"
"$@"
