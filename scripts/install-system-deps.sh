#!/usr/bin/env bash
# Installs the Debian packages the test suite needs, only when missing: Chromium for browser tests,
# QEMU with OpenSBI and U-Boot for the emulated RISC-V lab board, ffmpeg for video processing,
# nginx for the portal-behind-a-load-balancer test.
# Idempotent; safe to run on every `npm test`.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
# fonts so CJK text renders in screenshots and axe colour checks see real glyphs
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || need+=(fonts-noto-cjk)
command -v qemu-system-riscv64 >/dev/null 2>&1 || need+=(qemu-system-misc)
command -v qemu-img >/dev/null 2>&1 || need+=(qemu-utils)
[ -f /usr/lib/riscv64-linux-gnu/opensbi/generic/fw_jump.bin ] || need+=(opensbi)
[ -f /usr/lib/u-boot/qemu-riscv64_smode/u-boot.bin ] || need+=(u-boot-qemu)
command -v mkfs.vfat >/dev/null 2>&1 || need+=(dosfstools)
command -v mcopy >/dev/null 2>&1 || need+=(mtools)
command -v ffmpeg >/dev/null 2>&1 || need+=(ffmpeg)
# a pseudo-terminal pair for the serial driver test
command -v socat >/dev/null 2>&1 || need+=(socat)
# the load balancer of the two-process test (deploy/nginx.conf)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "install-system-deps: missing ${need[*]}; run as root or install them with apt-get" >&2
  exit 1
fi
echo "install-system-deps: installing ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
