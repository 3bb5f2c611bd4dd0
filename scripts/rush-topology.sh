#!/usr/bin/env bash
# The deadline topology, end to end: PostgreSQL (a throw-away cluster, as scripts/with-postgres.sh makes it), an S3
# server, two web processes and one worker behind nginx (round robin), then the end-to-end journey, uploads and the
# topology's own spec through nginx in Chromium; then everything stops. Needs a build (npm run build), nginx and
# PostgreSQL from Debian, and LibreOffice and Chromium as the e2e run does.
#   scripts/rush-topology.sh                 # the specs below
#   scripts/rush-topology.sh COMMAND...      # any command against the running topology (E2E_BASE_URL is nginx)
set -euo pipefail
cd "$(dirname "$0")/.."
# PostgreSQL on the topology's fifth port after nginx's, beside the others.
export PG_PORT=${PG_PORT:-$((${RUSH_PORT:-4480} + 5))}
command -v nginx >/dev/null 2>&1 || { echo "rush-topology: nginx is not installed (apt-get install nginx)" >&2; exit 1; }
if [ $# -eq 0 ]; then
  # The upload test that reads converted files from DATA_DIR's folder is left out: here they are in the bucket.
  set -- npx playwright test tests/e2e/journey.spec.ts tests/e2e/uploads.spec.ts tests/e2e/rush-topology.spec.ts \
    --grep-invert 'uploads, converts, shows its name and size'
fi
exec bash scripts/with-postgres.sh bash scripts/rush/topology.sh "$@"
