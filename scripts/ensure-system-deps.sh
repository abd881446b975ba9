#!/bin/sh
# Installs the system packages NutriStats needs when they are missing:
#   libcairo2-dev + pkg-config  (the Cairo chart backend links against cairo)
#   fonts-dejavu-core           (chart and PDF text)
#   librsvg2-bin                (tests render our SVG output with an independent renderer)
#   strace                      (tests inject a kill or a failure at one exact system call)
#   zlib1g-dev                  (Apple Health export.zip: the export.xml member is inflated with zlib)
#   python3-icalendar           (tests read the pantry .ics back with an independent RFC 5545 parser)
# As root it runs apt-get; otherwise it prints the exact command to run and stops.
set -eu

missing=""
pkg-config --exists cairo 2>/dev/null || missing="$missing libcairo2-dev pkg-config"
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing="$missing fonts-dejavu-core"
command -v rsvg-convert >/dev/null 2>&1 || missing="$missing librsvg2-bin"
command -v strace >/dev/null 2>&1 || missing="$missing strace"
pkg-config --exists zlib 2>/dev/null || missing="$missing zlib1g-dev"
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
