#!/usr/bin/env bash
# Installs the Debian packages the test suite needs (Chromium for browser tests), only when missing.
# Idempotent; safe to run on every `npm test`.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
# fonts so CJK text renders in screenshots and axe colour checks see real glyphs
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || need+=(fonts-noto-cjk)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "install-system-deps: missing ${need[*]}; run as root or install them with apt-get" >&2
  exit 1
fi
echo "install-system-deps: installing ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
