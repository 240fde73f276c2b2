#!/usr/bin/env bash
# Starts a private PostgreSQL 15 cluster for the server tests on 127.0.0.1:55432 (trust auth, role and
# database rmm; rmm may create databases, one per test file). Installs nothing: it needs the
# PostgreSQL 15 server binaries (Debian: apt-get install postgresql). Idempotent: a running cluster is
# reused. Prints the DATABASE_URL to use:
#   export DATABASE_URL=$(packages/server/scripts/start-test-postgres.sh)
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
PGPORT=${PGPORT:-55432}
PGDIR=${PG_TEST_DIR:-/tmp/console-test-postgres}
URL="postgres://rmm:rmm@127.0.0.1:${PGPORT}/rmm"

if [ ! -x "$PGBIN/initdb" ]; then
  echo "PostgreSQL 15 binaries not found in $PGBIN (set PGBIN, or apt-get install postgresql)" >&2
  exit 1
fi

# initdb and the server refuse to run as root: use the postgres account when we are root.
run() {
  if [ "$(id -u)" = "0" ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi
}

mkdir -p "$PGDIR"
if [ "$(id -u)" = "0" ]; then chown postgres:postgres "$PGDIR"; fi

if [ ! -f "$PGDIR/data/PG_VERSION" ]; then
  run "'$PGBIN/initdb' -D '$PGDIR/data' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
fi

if ! run "'$PGBIN/pg_ctl' -D '$PGDIR/data' status" >/dev/null 2>&1; then
  run "'$PGBIN/pg_ctl' -D '$PGDIR/data' -l '$PGDIR/server.log' -w \
    -o \"-c listen_addresses=127.0.0.1 -p $PGPORT -k $PGDIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200\" start" \
    </dev/null >/dev/null 2>&1
fi

psql_admin() {
  "$PGBIN/psql" -h 127.0.0.1 -p "$PGPORT" -U postgres -d postgres -qtAX -c "$1"
}
for _ in $(seq 1 50); do
  if psql_admin "select 1" >/dev/null 2>&1; then break; fi
  sleep 0.1
done
if [ "$(psql_admin "select 1 from pg_roles where rolname = 'rmm'")" != "1" ]; then
  psql_admin "create role rmm login createdb password 'rmm'" >/dev/null
else
  psql_admin "alter role rmm createdb" >/dev/null
fi
if [ "$(psql_admin "select 1 from pg_database where datname = 'rmm'")" != "1" ]; then
  psql_admin "create database rmm owner rmm" >/dev/null
fi
echo "$URL"
