#!/usr/bin/env python3
"""Build seed-media/manifest.json from the files actually on disk.

usage: manifest.py SEED_MEDIA_DIR ALT_JSON
Image sizes are read from the WebP headers; audio/video durations (and video sizes) come from ffprobe.
Also checks every file against the expected dimensions / durations and fails loudly if one is off.
"""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import audio  # noqa: E402
import video  # noqa: E402

EXPECT = {  # folder -> (width, height)
    "images/logos": (416, 352), "images/portraits": (600, 800), "images/covers": (800, 800),
    "images/gallery": (1200, 800), "images/banners": (1600, 600), "images/events": (1200, 675),
    "images/news": (1200, 675), "images/contests": (1200, 675), "images/default": (600, 600), "video": (640, 360),
}
MIME = {".webp": "image/webp", ".mp3": "audio/mpeg", ".mp4": "video/mp4"}


def webp_size(path):
    with open(path, "rb") as f:
        d = f.read(40)
    if d[:4] != b"RIFF" or d[8:12] != b"WEBP":
        raise ValueError("not a WebP file: %s" % path)
    kind = d[12:16]
    if kind == b"VP8X":
        return 1 + int.from_bytes(d[24:27], "little"), 1 + int.from_bytes(d[27:30], "little")
    if kind == b"VP8 ":
        return int.from_bytes(d[26:28], "little") & 0x3FFF, int.from_bytes(d[28:30], "little") & 0x3FFF
    if kind == b"VP8L":
        b = int.from_bytes(d[21:25], "little")
        return (b & 0x3FFF) + 1, ((b >> 14) & 0x3FFF) + 1
    raise ValueError("unknown WebP chunk %r in %s" % (kind, path))


def probe(path):
    out = subprocess.run(["ffprobe", "-v", "error", "-show_entries", "format=duration:stream=codec_type,width,height",
                          "-of", "json", path], capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def main(root, alt_json):
    with open(alt_json) as f:
        alts = json.load(f)
    # What each file shows or says, for the server's demo-data test: an image's subjects, an audio segment's
    # subjects and voices, a video's title card.
    with open(os.path.join(os.path.dirname(alt_json), "subjects.json")) as f:
        about = {rel: {"subjects": words} for rel, words in json.load(f).items()}
    for n, segment in enumerate(audio.EPISODES, 1):
        rel = "audio/episode-%02d.mp3" % n
        alts[rel] = "%s (Tarang radio segment with host speech over a music bed)" % segment["title"]
        about[rel] = {"subjects": segment["about"], "voices": segment["voices"]}
    for n, v in enumerate(video.VIDEOS, 1):
        alts["video/video-%02d.mp4" % n] = "%s: %s" % (v["title"], v["alt"])
        alts["video/video-%02d.webp" % n] = "Poster for the video %s: %s" % (v["title"], v["alt"][0].lower() + v["alt"][1:])
        about["video/video-%02d.mp4" % n] = {"card": v["card"]}
    entries = []
    files = []
    for dp, _dn, fn in os.walk(root):
        for name in fn:
            rel = os.path.relpath(os.path.join(dp, name), root).replace(os.sep, "/")
            if rel != "manifest.json":
                files.append(rel)
    errors = []
    for rel in sorted(files):
        path = os.path.join(root, rel)
        ext = os.path.splitext(rel)[1]
        if ext not in MIME:
            errors.append("unexpected file %s" % rel)
            continue
        e = {"file": rel, "mimeType": MIME[ext], "altName": alts.get(rel)}
        if not e["altName"]:
            errors.append("no alt text for %s" % rel)
        folder = os.path.dirname(rel)
        if ext == ".webp":
            e["width"], e["height"] = webp_size(path)
        else:
            p = probe(path)
            dur = float(p["format"]["duration"])
            e["durationSeconds"] = round(dur, 1)
            if ext == ".mp4":
                vs = [s for s in p["streams"] if s.get("codec_type") == "video"][0]
                e["width"], e["height"] = vs["width"], vs["height"]
                if not (8 <= dur <= 15):
                    errors.append("%s duration %.1f outside 8-15 s" % (rel, dur))
            elif not (25 <= dur <= 80):
                errors.append("%s duration %.1f outside 25-80 s" % (rel, dur))
            # key order: width/height before durationSeconds for videos
            e = {k: e[k] for k in ("file", "mimeType", "altName", "width", "height", "durationSeconds") if k in e}
        e["bytes"] = os.path.getsize(path)
        e.update(about.get(rel, {}))
        if folder in EXPECT and "width" in e and (e["width"], e["height"]) != EXPECT[folder]:
            errors.append("%s is %dx%d, expected %dx%d" % ((rel, e["width"], e["height"]) + EXPECT[folder]))
        entries.append(e)
    if errors:
        sys.exit("manifest: " + "\n  ".join(["problems found:"] + errors))
    with open(os.path.join(root, "manifest.json"), "w") as f:
        json.dump(entries, f, indent=2, ensure_ascii=False)
        f.write("\n")
    print("manifest: %d entries" % len(entries))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
