#!/usr/bin/env bash
# Installs the Debian packages the test suite needs when they are missing (CI and fresh machines).
# Usage: scripts/system-deps.sh chromium postgresql
set -euo pipefail
missing=()
for pkg in "$@"; do
  case "$pkg" in
    chromium) [ -x /usr/bin/chromium ] || missing+=(chromium) ;;
    postgresql) ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql) ;;
    *) dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg") ;;
  esac
done
[ ${#missing[@]} -eq 0 ] && exit 0
if ! command -v apt-get >/dev/null; then
  echo "Missing system packages: ${missing[*]} (no apt-get here; install them yourself)" >&2
  exit 1
fi
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "Installing system packages: ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
