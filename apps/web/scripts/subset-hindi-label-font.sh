#!/usr/bin/env bash
# Makes src/styles/fonts/noto-sans-devanagari-hindi-label.woff2: the glyphs of the one Devanagari word every English
# page shows, "हिन्दी" on the language switch, from Noto Sans Devanagari at the switch's weight (600), without
# hinting (about 2 kB, where the whole Devanagari face is 121 kB). A phone or computer without a Devanagari font
# drew that word as empty boxes; styles/fonts.css gives this file a unicode-range of exactly these characters, so
# it is fetched only by a page that shows them in a font stack that names it (the switch's).
#
# Run again after updating @fontsource-variable/noto-sans-devanagari, or to change the word (keep the
# unicode-range in styles/fonts.css in step). Needs fontTools with brotli (Debian: apt-get install
# python3-fonttools python3-brotli). The font is under the SIL Open Font License 1.1 (OFL-noto-sans-devanagari.txt
# beside it), which allows a subset to be redistributed; it keeps its copyright and licence names.
set -euo pipefail
cd "$(dirname "$0")/.."
package=../../node_modules/@fontsource-variable/noto-sans-devanagari
source_font=$package/files/noto-sans-devanagari-devanagari-wght-normal.woff2
word='हिन्दी'
out=src/styles/fonts/noto-sans-devanagari-hindi-label.woff2
python3=${PYTHON3:-/usr/bin/python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$python3" -m fontTools.varLib.instancer "$source_font" wght=600 -o "$work/instance.ttf" >/dev/null
# Every layout feature: the word's conjunct (न्द) and its vowel signs are made by Devanagari shaping.
"$python3" -m fontTools.subset "$work/instance.ttf" --text="$word" --no-hinting --name-IDs='*' \
  --layout-features='*' --flavor=woff2 --output-file="$out"
cp "$package/LICENSE" src/styles/fonts/OFL-noto-sans-devanagari.txt
echo "$out: $(stat -c%s "$out") bytes"
