#!/usr/bin/env bash
# CI: the search, profile and directory tests with the app's anonymous reads on a streaming replica
# (DATABASE_READ_URL in production, docs/deploy.md "Read replicas"). Run as root on a machine where
# PostgreSQL 15 runs as the `postgres` OS user with trust auth on 127.0.0.1:5432 (.ci/run makes sure
# of that). The replica is a second cluster made by `pg_basebackup -R` and started on REPLICA_PORT;
# it is stopped and removed at the end whatever happens.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
BIN=/usr/lib/postgresql/15/bin
PRIMARY_PORT=5432
REPLICA_PORT=${REPLICA_PORT:-5433}
as_postgres() { runuser -u postgres -- "$@"; }
primary() { psql -X -q -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -d postgres -Atc "$1"; }

# The primary must take replication connections from 127.0.0.1 (wal_level is `replica` by default).
[ "$(primary 'show wal_level')" != minimal ] || { echo "wal_level is minimal: no replica possible" >&2; exit 1; }
hba=$(primary 'show hba_file')
if ! grep -Eq '^[[:space:]]*host[[:space:]]+replication[[:space:]]+all[[:space:]]+127\.0\.0\.1/32[[:space:]]+trust' "$hba"; then
  echo "adding a replication line to $hba"
  printf '%s\n' 'host replication all 127.0.0.1/32 trust' >>"$hba"
  primary 'select pg_reload_conf()' >/dev/null
fi

dir=$(mktemp -d /tmp/pg-replica.XXXXXX)
chown postgres:postgres "$dir"
cleanup() {
  rc=$?
  if [ -f "$dir/data/postmaster.pid" ]; then as_postgres "$BIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true; fi
  rm -rf "$dir"
  echo "replica run: exit $rc in $(($(date +%s) - started)) s"
}
trap cleanup EXIT

# A fast checkpoint: the default spread one can keep the backup waiting for minutes.
as_postgres "$BIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -D "$dir/data" -R -X stream -c fast
echo "base backup: $(du -sh "$dir/data" | cut -f1) in $(($(date +%s) - started)) s"

# Debian keeps the configuration outside the data directory, so the copy has none: a minimal one.
# A hot standby needs these limits at least as high as the primary's.
{
  echo "port = $REPLICA_PORT"
  echo "listen_addresses = '127.0.0.1'"
  echo "unix_socket_directories = '$dir'"
  echo "hba_file = '$dir/data/pg_hba.conf'"
  echo "hot_standby = on"
  # A read that holds up replay is cancelled after 2 s (default 30 s), so read-replica.test.ts
  # can show that such a read is a 503 without waiting half a minute.
  echo "max_standby_streaming_delay = 2s"
  for setting in max_connections max_worker_processes max_wal_senders max_prepared_transactions max_locks_per_transaction; do
    echo "$setting = $(primary "show $setting")"
  done
} >"$dir/data/postgresql.conf"
printf '%s\n' 'local all all trust' 'host all all 127.0.0.1/32 trust' >"$dir/data/pg_hba.conf"
chown postgres:postgres "$dir/data/postgresql.conf" "$dir/data/pg_hba.conf"
as_postgres "$BIN/pg_ctl" -D "$dir/data" -l "$dir/replica.log" -w -t 120 start
[ "$(psql -X -h 127.0.0.1 -p "$REPLICA_PORT" -U postgres -d postgres -Atc 'select pg_is_in_recovery()')" = t ]
echo "replica up on port $REPLICA_PORT after $(($(date +%s) - started)) s"

# TEST_READ_PORT: the test app's read pool goes to the same database on the replica
# (api/test/global-setup.ts); read-replica.test.ts fails unless reads really reach it.
TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PRIMARY_PORT/postgres TEST_READ_PORT=$REPLICA_PORT npx vitest run \
  api/test/read-replica.test.ts \
  api/src/features/search/search.test.ts \
  api/src/features/search/radius.test.ts \
  api/src/features/search/search-cap.test.ts \
  api/src/features/profile/profile.test.ts \
  api/src/features/directory/directory.test.ts
