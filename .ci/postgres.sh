#!/usr/bin/env bash
# Installs (when missing) and starts Debian's PostgreSQL on 127.0.0.1, creates a test role
# and database, and prints the connection URL on stdout (everything else goes to stderr).
# Usage: export TEST_DATABASE_URL="$(.ci/postgres.sh)"
set -euo pipefail

PG_PORT="${PG_PORT:-5432}"
PG_USER="${PG_TEST_USER:-agency_test}"
PG_PASSWORD="${PG_TEST_PASSWORD:-agency_test}"
PG_DB="${PG_TEST_DB:-agency_test}"

log() { echo "postgres.sh: $*" >&2; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
  log "installing postgresql with apt-get"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi

VERSION="$(ls /usr/lib/postgresql | sort -V | tail -1)"
CLUSTER=main
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$VERSION $CLUSTER"; then
  log "creating cluster $VERSION/$CLUSTER"
  as_root pg_createcluster "$VERSION" "$CLUSTER" -p "$PG_PORT" >&2
fi
PG_PORT="$(pg_lsclusters -h | awk -v v="$VERSION" -v c="$CLUSTER" '$1==v && $2==c {print $3}')"

if ! pg_lsclusters -h | awk -v v="$VERSION" -v c="$CLUSTER" '$1==v && $2==c {print $4}' | grep -q online; then
  log "starting cluster $VERSION/$CLUSTER on 127.0.0.1:$PG_PORT"
  as_root pg_ctlcluster "$VERSION" "$CLUSTER" start -- -o "-c listen_addresses=127.0.0.1" >&2 \
    || as_root pg_ctlcluster "$VERSION" "$CLUSTER" start >&2
fi

for _ in $(seq 1 30); do
  if as_root runuser -u postgres -- pg_isready -q -h 127.0.0.1 -p "$PG_PORT"; then break; fi
  sleep 1
done

psql_admin() { as_root runuser -u postgres -- psql -w -v ON_ERROR_STOP=1 -qtA -h 127.0.0.1 -p "$PG_PORT" "$@" 2>/dev/null \
  || as_root runuser -u postgres -- psql -v ON_ERROR_STOP=1 -qtA -p "$PG_PORT" "$@"; }

if [ "$(psql_admin -c "select 1 from pg_roles where rolname='$PG_USER'")" != "1" ]; then
  log "creating role $PG_USER"
  psql_admin -c "create role $PG_USER login password '$PG_PASSWORD'" >&2
fi
if [ "$(psql_admin -c "select 1 from pg_database where datname='$PG_DB'")" != "1" ]; then
  log "creating database $PG_DB"
  psql_admin -c "create database $PG_DB owner $PG_USER" >&2
fi

echo "postgres://$PG_USER:$PG_PASSWORD@127.0.0.1:$PG_PORT/$PG_DB"
