#!/usr/bin/env bash
# Runs the server test suite against a throwaway PostgreSQL 15 (Debian's postgresql-15 package), so the schema,
# migrations and queries are proven on a real server as well as on the embedded PGlite.
# Usage: bash scripts/test-server-postgres.sh [extra vitest arguments]
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

if [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL 15 binaries not found in $PG_BIN (apt-get install -y postgresql-15, or set PG_BIN)" >&2
  exit 1
fi

WORK_DIR="$(mktemp -d "${TMPDIR:-/tmp}/rentals-pg-XXXXXX")"
PG_DATA="$WORK_DIR/data"
PG_STARTED=0

# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
as_postgres() {
  if [ "$(id -u)" = 0 ]; then (cd "$WORK_DIR" && runuser -u postgres -- "$@"); else (cd "$WORK_DIR" && "$@"); fi
}

cleanup() {
  if [ "$PG_STARTED" = 1 ]; then as_postgres "$PG_BIN/pg_ctl" -D "$PG_DATA" -m immediate -w stop >/dev/null 2>&1 || true; fi
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if [ "$(id -u)" = 0 ]; then chown postgres "$WORK_DIR"; fi
chmod 700 "$WORK_DIR"

PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

as_postgres "$PG_BIN/initdb" -D "$PG_DATA" -U postgres --auth=trust --encoding=UTF8 --no-locale >"$WORK_DIR/initdb.log" 2>&1 || {
  cat "$WORK_DIR/initdb.log" >&2
  exit 1
}
# Durability is pointless for a cluster that is deleted in a minute; turning it off makes the suite faster.
PG_STARTED=1
as_postgres "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$WORK_DIR/postgres.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null || {
  cat "$WORK_DIR/postgres.log" >&2
  exit 1
}

echo "PostgreSQL 15 on 127.0.0.1:$PORT (throwaway cluster in $WORK_DIR)"
set +e
(cd "$ROOT" && DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" npx vitest run --project server "$@")
STATUS=$?
set -e
exit "$STATUS"
