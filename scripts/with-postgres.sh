#!/usr/bin/env bash
# Runs a command with a throwaway Postgres cluster: installs Debian's postgresql when it is
# missing, creates a cluster in a temporary directory owned by an unprivileged user (never
# root), listening on 127.0.0.1 only, exports POKERCHART_PG_URL for the command, and stops and
# removes the cluster afterwards, whatever happens.
#   usage: bash scripts/with-postgres.sh <command> [args...]
set -uo pipefail

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "with-postgres: installing Debian's postgresql"
  if [ "$(id -u)" = 0 ]; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null) || { echo "with-postgres: cannot install postgresql"; exit 1; }
  else
    echo "with-postgres: postgresql is not installed and this is not root"; exit 1
  fi
  bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
fi

dir=$(mktemp -d /tmp/pokerchart-pg.XXXXXX)
chmod 755 "$dir"
as_user() { "$@"; }
if [ "$(id -u)" = 0 ]; then
  chown nobody "$dir"
  as_user() { runuser -u nobody -- "$@"; }
fi
port=$(( 20000 + RANDOM % 20000 ))
cleanup() {
  as_user "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

as_user "$bindir/initdb" -D "$dir/data" -U pokerchart --auth=trust -E UTF8 --no-instructions >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log"; exit 1; }
as_user "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=on -c max_connections=200" start >/dev/null || { cat "$dir/server.log"; exit 1; }
export POKERCHART_PG_URL="postgres://pokerchart@127.0.0.1:$port/postgres"
echo "with-postgres: a throwaway cluster at $POKERCHART_PG_URL"
"$@"
