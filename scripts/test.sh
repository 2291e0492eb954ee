#!/usr/bin/env bash
# `npm test`: system packages → type-check → lint → web build → unit and API tests beside the
# browser tests (scripts/run-suites.sh). The PGlite API tests get one worker there (API_WORKERS=1)
# so that the browser tests keep a core of their own.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-deps.sh
echo "== typecheck"; npx tsc -p tsconfig.json --pretty false
echo "== lint"; npx eslint . --max-warnings 0; npx prettier --check . >/dev/null || { npx prettier --check . ; exit 1; }
echo "== build"; npm run build --silent >/dev/null
echo "== tests (database: ${TEST_DATABASE_URL:-embedded PGlite})"
API_WORKERS=${API_WORKERS:-1} bash scripts/run-suites.sh unit api
