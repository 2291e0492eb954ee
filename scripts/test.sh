#!/usr/bin/env bash
# `npm test`: system packages → type-check → lint → web build → unit, API and browser tests (in
# sequence: beside the PGlite API tests the browser tests time out).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-system-deps.sh
echo "== typecheck"; npx tsc -p tsconfig.json --pretty false
echo "== lint"; npx eslint . --max-warnings 0; npx prettier --check . >/dev/null || { npx prettier --check . ; exit 1; }
echo "== build"; npm run build --silent >/dev/null
echo "== tests (database: ${TEST_DATABASE_URL:-embedded PGlite})"
npx vitest run
