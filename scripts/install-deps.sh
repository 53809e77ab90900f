#!/usr/bin/env bash
# Installs the Debian 12 packages previewd needs to build, run and test, if any are missing.
# Usage: scripts/install-deps.sh [build|test|bench]   (test adds the browser and Python test tools, bench the baselines)
set -euo pipefail

build_packages=(
  pkg-config libwebsockets-dev libcairo2-dev libpango1.0-dev libspng-dev libqrencode-dev libdeflate-dev libwebp-dev
  libturbojpeg0-dev
  # SVG and PDF files of asset catalogs (image sets and custom symbols): librsvg and poppler, drawn through cairo.
  librsvg2-dev libpoppler-glib-dev
  # Text: Inter stands in for SF Pro; the others are what fontconfig falls back to for what Inter lacks: emoji,
  # Chinese, Japanese and Korean (Noto Sans CJK), and the rest of Unicode's common scripts (DejaVu).
  fonts-inter fonts-noto-color-emoji fonts-noto-cjk fonts-dejavu-core
  # SF Symbol names are drawn from these two icon fonts (SymbolCatalog.swift).
  fonts-material-design-icons-iconfont fonts-materialdesignicons-webfont
  # `serve --https` makes its certificate authority and server certificate with the openssl command.
  openssl
  # `previewd resolve` clones a project's Swift packages with git.
  git
)
# Only `make bench` needs these: libpng is the baseline encoder, python3-websockets the baseline server, Chromium
# the real browser of the edit-to-paint benchmark.
bench_packages=(
  libpng-dev python3 python3-websockets chromium chromium-driver python3-selenium
)
test_packages=(
  chromium chromium-driver python3-selenium python3-websockets python3-pil python3-pytest systemd nginx openssl
  zbar-tools make python3-pip
  # certutil: the HTTPS browser tests give Chromium an NSS database that trusts previewd's authority.
  libnss3-tools
  # WebKit, the engine of iPhone browsers: MiniBrowser driven by WebKitWebDriver on a virtual display.
  webkit2gtk-driver xvfb libgl1-mesa-dri
)
# From PyPI, pinned, into .build/python (not system-wide): the Autobahn WebSocket conformance runner.
python_packages=(kosoku==0.1.0)
root="$(cd "$(dirname "$0")/.." && pwd)"

packages=("${build_packages[@]}")
if [ "${1:-build}" = "test" ]; then packages+=("${test_packages[@]}"); fi
if [ "${1:-build}" = "bench" ]; then packages+=("${bench_packages[@]}"); fi

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}" >&2
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "error: need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
  fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ "${1:-build}" = "test" ]; then
  target="$root/.build/python"
  for requirement in "${python_packages[@]}"; do
    name="${requirement%%==*}" version="${requirement##*==}"
    [ -d "$target/$name-$version.dist-info" ] && continue
    echo "installing $requirement into $target" >&2
    /usr/bin/python3 -m pip install --quiet --disable-pip-version-check --no-warn-script-location --root-user-action=ignore \
      --upgrade --target "$target" "$requirement"
  done
fi
