#!/usr/bin/env bash
# Makes src/styles/fonts/plus-jakarta-sans-core-wght-normal.woff2: the text font's Basic Latin and the punctuation
# the site's own texts use, weights 400–800, without hinting (11.7 kB, where the package's Latin file is 28 kB).
# It is the one font file every page needs before its first screen is complete. Under Lighthouse's slow 4G a
# file over ~14 kB takes a second round trip on a new connection, and the package's file was the last
# request of the first screen on most pages (see docs/performance.md). The rest of Latin (accents, currency
# signs, other punctuation) stays in the package's file, fetched only by a page that shows one of them
# (styles/fonts.css gives both faces their unicode-range, with no overlap).
#
# Run again after updating @fontsource-variable/plus-jakarta-sans, or to change the ranges below (keep them in
# step with the two faces' unicode-range in styles/fonts.css). Needs fontTools with brotli (Debian:
# apt-get install python3-fonttools python3-brotli). The font is under the SIL Open Font License 1.1
# (OFL.txt beside it), which allows a subset to be redistributed; it keeps its copyright and licence names.
set -euo pipefail
cd "$(dirname "$0")/.."
source_font=../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2
core_unicodes='U+0020-007E,U+00A0,U+00A9,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026'
out=src/styles/fonts/plus-jakarta-sans-core-wght-normal.woff2
python3=${PYTHON3:-/usr/bin/python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The site's CSS asks for weights 400 to 800 only (500, 600, 650, 700, 750, 800 and the default 400).
"$python3" -m fontTools.varLib.instancer "$source_font" wght=400:800 -o "$work/instance.ttf" >/dev/null
"$python3" -m fontTools.subset "$work/instance.ttf" --unicodes="$core_unicodes" --no-hinting --name-IDs='*' \
  --layout-features='kern,mark,liga,calt,ccmp,locl,tnum,pnum' --flavor=woff2 --output-file="$out"
cp ../../node_modules/@fontsource-variable/plus-jakarta-sans/LICENSE src/styles/fonts/OFL.txt
echo "$out: $(stat -c%s "$out") bytes"
