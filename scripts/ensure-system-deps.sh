#!/bin/sh
# Installs the system packages NutriStats needs when they are missing:
#   libcairo2-dev + pkg-config  (the Cairo chart backend links against cairo)
#   libpango1.0-dev             (chart and PDF text: shaping, right-to-left text, font fallback; brings
#                               pangoft2 and libfontconfig-dev, used for the pinned font configuration)
#   fonts-dejavu-core           (chart and PDF text: Latin, Greek, Cyrillic, Hebrew, Arabic)
#   fonts-wqy-microhei          (chart and PDF text: Chinese, Japanese, Korean)
#   fonts-symbola               (chart and PDF text: emoji and symbols)
#   librsvg2-bin                (tests render our SVG output with an independent renderer)
#   poppler-utils               (tests render PDF pages with an independent renderer, pdftoppm)
#   strace                      (tests inject a kill or a failure at one exact system call)
#   zlib1g-dev                  (PNG charts: deflate with zlib's run-length strategy)
#   libisal-dev                 (Apple Health export.zip: the export.xml member is inflated and its
#                                CRC-32 checked with Intel ISA-L's igzip, about 3x zlib's speed on a
#                                real-looking export: see docs/performance.md)
#   libsqlite3-dev              (`export --sqlite` writes through the SQLite C library)
#   python3-icalendar           (tests read the pantry .ics back with an independent RFC 5545 parser)
# As root it runs apt-get; otherwise it prints the exact command to run and stops.
set -eu

missing=""
pkg-config --exists cairo 2>/dev/null || missing="$missing libcairo2-dev pkg-config"
pkg-config --exists pangocairo 2>/dev/null || missing="$missing libpango1.0-dev"
# The fonts of ChartKitCairo.fontFamilies (docs/fonts.md), found as fontconfig finds them.
has_font() { fc-list "$1" family 2>/dev/null | grep -q .; }
has_font "DejaVu Sans" || missing="$missing fonts-dejavu-core"
has_font "WenQuanYi Micro Hei" || missing="$missing fonts-wqy-microhei"
has_font "Symbola" || missing="$missing fonts-symbola"
command -v rsvg-convert >/dev/null 2>&1 || missing="$missing librsvg2-bin"
command -v pdftoppm >/dev/null 2>&1 || missing="$missing poppler-utils"
command -v strace >/dev/null 2>&1 || missing="$missing strace"
pkg-config --exists zlib 2>/dev/null || missing="$missing zlib1g-dev"
pkg-config --exists sqlite3 2>/dev/null || missing="$missing libsqlite3-dev"
pkg-config --exists libisal 2>/dev/null || missing="$missing libisal-dev"
/usr/bin/python3 -c "import icalendar" >/dev/null 2>&1 || missing="$missing python3-icalendar"

[ -z "$missing" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
    echo "Installing:$missing" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y --no-install-recommends $missing >/dev/null 2>&1 || {
        apt-get update >/dev/null
        apt-get install -y --no-install-recommends $missing >/dev/null
    }
else
    echo "NutriStats needs system packages that are missing. Run:" >&2
    echo "    sudo apt-get update && sudo apt-get install -y$missing" >&2
    exit 1
fi
