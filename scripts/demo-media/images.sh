#!/usr/bin/env bash
# Rasterise the generated SVGs (rsvg-convert) and encode them to WebP (cwebp).
# usage: images.sh BUILD_DIR OUT_DIR
set -euo pipefail
BUILD="$1"; OUT="$2"
HERE="$(cd "$(dirname "$0")" && pwd)"

python3 "$HERE/art.py" "$BUILD/svg"

quality_for() {
  case "$1" in
    images/logos/*) echo 85 ;;
    images/portraits/*) echo 78 ;;
    images/covers/*) echo 78 ;;
    images/default/*) echo 78 ;;
    *) echo 76 ;;
  esac
}

count=0
while IFS= read -r svg; do
  rel="${svg#"$BUILD/svg/"}"; rel="${rel%.svg}"
  mkdir -p "$BUILD/png/$(dirname "$rel")" "$OUT/$(dirname "$rel")"
  rsvg-convert "$svg" -o "$BUILD/png/$rel.png"
  cwebp -quiet -q "$(quality_for "$rel")" -m 6 -sharp_yuv -metadata none \
    "$BUILD/png/$rel.png" -o "$OUT/$rel.webp"
  count=$((count + 1))
done < <(find "$BUILD/svg" -name '*.svg' | LC_ALL=C sort)
cp "$BUILD/svg/alt.json" "$BUILD/alt.json"
cp "$BUILD/svg/subjects.json" "$BUILD/subjects.json"
echo "images: $count encoded"
