#!/usr/bin/env bash
# Regenerate every Tarang demo media file under apps/server/seed-media/ (deterministic, fixed seeds).
# Needs: python3, rsvg-convert (librsvg2-bin), cwebp (webp), espeak-ng, sox, ffmpeg/ffprobe, fonts-dejavu-core.
set -euo pipefail
export PYTHONDONTWRITEBYTECODE=1

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
OUT="$ROOT/apps/server/seed-media"
BUDGET=7000000   # bytes, whole seed-media folder

missing=()
for tool in python3 rsvg-convert cwebp espeak-ng sox soxi ffmpeg ffprobe du; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] || missing+=("fonts-dejavu-core")
if [ ${#missing[@]} -gt 0 ]; then
  echo "generate.sh: missing ${missing[*]}" >&2
  echo "  install with: apt-get install -y espeak-ng ffmpeg sox librsvg2-bin webp fonts-dejavu-core" >&2
  exit 1
fi

BUILD="$(mktemp -d "${TMPDIR:-/tmp}/tarang-media.XXXXXX")"
if [ "${KEEP_BUILD:-0}" = 1 ]; then echo "build dir kept: $BUILD"; else trap 'rm -rf "$BUILD"' EXIT; fi

mkdir -p "$OUT"
rm -rf "$OUT/images" "$OUT/audio" "$OUT/video" "$OUT/manifest.json"

"$HERE/images.sh" "$BUILD" "$OUT"
python3 "$HERE/audio.py" "$BUILD" "$OUT" 2> >(grep -v "^sox WARN" >&2)
python3 "$HERE/video.py" "$BUILD" "$OUT"
python3 "$HERE/manifest.py" "$OUT" "$BUILD/alt.json"

echo
echo "files per folder:"
(cd "$OUT" && find . -type f ! -name manifest.json | sed 's|/[^/]*$||' | sort | uniq -c)
echo "size per folder:"
(cd "$OUT" && du -sh images/* audio video && du -sh .)
total=$(du -sb "$OUT" | cut -f1)
echo "total: $total bytes (budget $BUDGET)"
if [ "$total" -gt "$BUDGET" ]; then
  echo "generate.sh: seed-media is over budget" >&2
  exit 1
fi
