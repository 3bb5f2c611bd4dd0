#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL cluster, then removes the cluster:
#   scripts/with-postgres.sh npx vitest run tests/unit/server
# The command gets TEST_DATABASE_URL (a superuser, trust auth, on 127.0.0.1; tests create their own databases
# from it). Needs Debian's `postgresql` package. PG_PORT picks the port (default: a free one).
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "with-postgres: PostgreSQL is not installed (apt-get install postgresql)" >&2
  exit 1
fi
port="${PG_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
dir=$(mktemp -d /tmp/with-postgres.XXXXXX)

# initdb refuses to run as root: run the server as the `postgres` user then.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    (cd "$dir" && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}
[ "$(id -u)" -eq 0 ] && chown postgres: "$dir"

stop() {
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
# Durability is not wanted for throw-away test data: no fsync makes every commit cheap.
if ! as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null; then
  cat "$dir/server.log" >&2
  exit 1
fi
as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres admissions_test

echo "with-postgres: PostgreSQL $(basename "$(dirname "$bin")") on 127.0.0.1:$port" >&2
TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$port/admissions_test" "$@"
