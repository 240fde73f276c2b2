#!/usr/bin/env bash
# Stops the private PostgreSQL cluster of start-test-postgres.sh (keeps its data; pass --clean to
# remove it too).
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
PGDIR=${PG_TEST_DIR:-/tmp/console-test-postgres}
run() {
  if [ "$(id -u)" = "0" ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi
}
if [ -f "$PGDIR/data/PG_VERSION" ]; then
  run "'$PGBIN/pg_ctl' -D '$PGDIR/data' -m fast stop" >/dev/null 2>&1 || true
fi
if [ "${1:-}" = "--clean" ]; then rm -rf "$PGDIR"; fi
echo "stopped"
