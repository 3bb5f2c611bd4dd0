#!/usr/bin/env bash
# The rush topology on one machine, run inside scripts/with-postgres.sh (which gives TEST_DATABASE_URL): an S3 server
# (s3rver), two web processes and one worker process on that PostgreSQL database and that bucket, nginx in front,
# then COMMAND (default: the end-to-end specs of scripts/rush-topology.sh) against nginx; then everything stops.
# Ports: RUSH_PORT (nginx, default 4480), then +1 and +2 (web), +3 (worker), +4 (s3rver).
# RUSH_WEB_COMMAND and RUSH_WORKER_COMMAND start one web or worker process (default: the compiled server with
# JOBS_WORKER=off for web, the compiled `npm run worker` for the worker); each gets its PORT and the shared
# configuration in its environment.
set -euo pipefail
cd "$(dirname "$0")/../.."

: "${TEST_DATABASE_URL:?run me through scripts/rush-topology.sh (it starts PostgreSQL)}"
port=${RUSH_PORT:-4480}
web_ports=($((port + 1)) $((port + 2)))
worker_port=$((port + 3))
s3_port=$((port + 4))
web_command=${RUSH_WEB_COMMAND:-"env JOBS_WORKER=off node dist-server/server/main.js"}
worker_command=${RUSH_WORKER_COMMAND:-"node dist-server/server/worker-main.js"}
site="http://127.0.0.1:$port"
bucket=admissions-rush

dir=$(mktemp -d /tmp/rush-topology.XXXXXX)
# nginx's worker processes run as an unprivileged user when it starts as root: they must reach its folder.
chmod 0711 "$dir"
pids=()
stop_all() {
  local code=$?
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [ "$code" -ne 0 ]; then
    for log in "$dir"/*.log; do [ -s "$log" ] && { echo "--- $(basename "$log") (last lines)" >&2; tail -n 30 "$log" >&2; }; done
  fi
  rm -rf "$dir"
  exit "$code"
}
trap stop_all EXIT

# Waits until URL answers 200 (or the process PID has died).
wait_for() {
  local url=$1 pid=$2 name=$3
  for _ in $(seq 1 240); do
    kill -0 "$pid" 2>/dev/null || { echo "rush-topology: $name exited during start" >&2; return 1; }
    node -e 'fetch(process.argv[1]).then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))' "$url" && return 0
    sleep 0.5
  done
  echo "rush-topology: $name did not answer $url" >&2
  return 1
}

mkdir -p "$dir/s3"
node scripts/rush/s3-server.mjs "$s3_port" "$dir/s3" "$bucket" "$site" >"$dir/s3.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 120); do grep -q 'ready' "$dir/s3.log" && break; kill -0 "${pids[-1]}" || exit 1; sleep 0.25; done

# What every process shares: the database, the bucket, the site's address behind nginx, the secrets (several
# servers on one database must be given them), and one mail folder standing in for the applicants' inboxes.
mkdir -p "$dir/e2e/mail"
export DATABASE_URL="$TEST_DATABASE_URL"
export S3_BUCKET=$bucket S3_ENDPOINT="http://127.0.0.1:$s3_port" S3_REGION=us-east-1 S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER
export PUBLIC_URL="$site" TRUST_PROXY=1 HOST=127.0.0.1 NODE_ENV=production LOG_LEVEL=warn
# As npm start sets it (src/server/thread-pool.ts): libuv reads it before the server's first module loads.
export UV_THREADPOOL_SIZE="$(node --input-type=module -e "console.log((await import('./dist-server/server/thread-pool.js')).THREAD_POOL_SIZE)")"
export AUTH_SECRET="$(node -e "console.log(require('crypto').randomBytes(36).toString('base64url'))")"
export ANSWER_ENCRYPTION_KEY="$(node -e "console.log(require('crypto').randomBytes(32).toString('base64'))")"
export MAIL_DIR="$dir/e2e/mail"

# Each process has a data folder of its own: nothing but the database, the bucket and the mail folder is shared.
# The first web process migrates the database before the others start.
start() {
  local name=$1 listen_port=$2 command=$3
  mkdir -p "$dir/$name"
  DATA_DIR="$dir/$name" PORT=$listen_port bash -c "exec $command" >"$dir/$name.log" 2>&1 &
  pids+=($!)
  wait_for "http://127.0.0.1:$listen_port/healthz" "${pids[-1]}" "$name"
}
start web-1 "${web_ports[0]}" "$web_command"
start web-2 "${web_ports[1]}" "$web_command"
start worker "$worker_port" "$worker_command"

upstreams=""
for p in "${web_ports[@]}"; do upstreams+="    server 127.0.0.1:$p max_fails=1 fail_timeout=10s;"$'\n'; done
mkdir -p "$dir/nginx"
UPSTREAMS="$upstreams" awk -v dir="$dir/nginx" -v port="$port" \
  '{ gsub(/@DIR@/, dir); gsub(/@PORT@/, port); if ($0 ~ /^[ \t]*@UPSTREAMS@[ \t]*$/) printf "%s", ENVIRON["UPSTREAMS"]; else print }' \
  scripts/rush/nginx.conf.template >"$dir/nginx/nginx.conf"
nginx -t -q -e "$dir/nginx/nginx-error.log" -c "$dir/nginx/nginx.conf" -p "$dir/nginx/" >"$dir/nginx.log" 2>&1
nginx -e "$dir/nginx/nginx-error.log" -c "$dir/nginx/nginx.conf" -p "$dir/nginx/" >>"$dir/nginx.log" 2>&1 &
pids+=($!)
wait_for "$site/healthz" "${pids[-1]}" nginx
echo "rush-topology: nginx $site -> web ${web_ports[*]}, worker $worker_port, s3rver $s3_port, PostgreSQL" >&2

# The specs reach the site through nginx and read mail and the database as the e2e run on one process does.
export E2E_BASE_URL="$site" E2E_DATA_DIR="$dir/e2e" E2E_DATABASE_URL="$DATABASE_URL"
export RUSH_WEB_PIDS="${pids[1]} ${pids[2]}"
"$@"
