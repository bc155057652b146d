#!/usr/bin/env python3
"""Tarang demo videos: ffmpeg-generated visuals + sox jingle -> 640x360 H.264/AAC MP4 + WebP poster.

usage: video.py BUILD_DIR OUT_DIR   (BUILD_DIR/svg must already hold the generated artwork SVGs)
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import audio  # noqa: E402
import random  # noqa: E402
import scenes as S  # noqa: E402
from artlib import PALETTES  # noqa: E402


def write_svg(path, canvas):
    with open(path, "w") as f:
        f.write(canvas.svg())


def ring_art(path):
    """Transparent circular audio-waveform ring (rotated in video 1)."""
    c = S.Canvas(360, 360)
    S.m_radial(c, random.Random(11), PALETTES[7])
    c.b = c.b[2:]          # drop background + glow: keep only the ring
    write_svg(path, c)


def vinyl_art(path):
    c = S.Canvas(400, 400)
    S.vinyl(c, 196, 190, 180, "#F3A6C8", "#5C4D7D")
    write_svg(path, c)


def night_bg(path):
    c = S.Canvas(1280, 720)
    deep, mid, acc, warm, light = PALETTES[11]
    S.bg_gradient(c, S.shade(deep, 0.4), S.mix(deep, mid, 0.6), 0.6)
    S.bokeh(c, random.Random(12), 40, [acc, warm, light], None, 14, 70, 0.08, 0.35, 8)
    write_svg(path, c)

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
FONT_LIGHT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
W, H, FPS = 640, 360, 25

# One video per video series, its title card naming the series and its station (every episode of a series plays
# its series' video), and two for the RJs' own videos, whose card names only Tarang: an RJ's video is not a show.
# `card` goes into the manifest, where the server's demo-data test checks it against what plays it.
def series(title, station, art, music, alt):
    return dict(title=title, sub="%s  |  %s" % station, dur=8.0, kind="kenburns", art=art, music=music,
                poster_t=3.5, alt=alt, card=dict(title=title, station=station[0]))


VIDEOS = [
    series("Dilli Ki Galiyan", ("Tarang Delhi", "94.3 FM"), "images/events/event-07",
           dict(root=-4, bpm=104, prog=audio.SOFT, drums=True),
           "Slow pan across an illustrated old-city gateway with minarets at sunset"),
    series("Studio Unplugged Mumbai", ("Tarang Mumbai", "91.9 FM"), "images/gallery/gallery-04",
           dict(root=-7, bpm=96, prog=audio.SOFT, drums=False),
           "Slow zoom across an illustrated stage in peach light with fans raising their hands"),
    series("Namma Indie Sessions", ("Tarang Bengaluru", "92.7 FM"), "images/gallery/gallery-10",
           dict(root=-2, bpm=118, prog=audio.POP, drums=True),
           "Slow zoom across an open-air gig at dusk with golden light beams and a performer on stage"),
    series("Stand-up Saturdays", ("Tarang Hyderabad", "95.1 FM"), "images/events/event-06",
           dict(root=-9, bpm=110, prog=audio.JAZZ, drums=True),
           "Slow zoom on a lone microphone stand in a spotlight against a brick wall"),
    series("Rang Rajasthan", ("Tarang Jaipur", "104.2 FM"), "images/events/event-14",
           dict(root=-5, bpm=112, prog=audio.MINOR, drums=True),
           "Slow pan across folk drummers with dhols under festival lights"),
    series("Awadh Kitchen", ("Tarang Lucknow", "101.6 FM"), "images/events/event-02",
           dict(root=-8, bpm=98, prog=audio.JAZZ, drums=True),
           "Slow pan along lit food stalls with steaming bowls and string lights"),
    dict(title="Tarang", sub="Radio for your city", dur=8.0, kind="gradient",
         colors=("0x0B1D3A", "0x5A1830", "0x1E1333"), music=dict(root=-4, bpm=118, prog=audio.POP, drums=True),
         poster_t=4.0, card=dict(title="Tarang", station=None),
         alt="Rotating circular audio waveform over a shifting plum-to-red gradient with live frequency bars"),
    dict(title="Tarang", sub="Music and stories, day and night", dur=8.0, kind="vinyl",
         music=dict(root=-11, bpm=80, prog=audio.MINOR, drums=False), poster_t=4.0,
         card=dict(title="Tarang", station=None), alt="Spinning vinyl record over soft lavender bokeh lights"),
]


sh = audio.sh


def esc(t):
    return t.replace("\\", "\\\\").replace(":", "\\:").replace("'", "\u2019").replace("|", "\\|")


def titles(v):
    d = v["dur"]
    fade = "if(lt(t,{a}),0,if(lt(t,{b}),(t-{a})/0.8,if(lt(t,{c}),1,max(0,({e}-t)/0.8))))"
    a1 = fade.format(a=0.6, b=1.4, c=d - 1.2, e=d - 0.4)
    a2 = fade.format(a=1.2, b=2.0, c=d - 1.2, e=d - 0.4)
    return ("drawbox=x=0:y=ih-130:w=iw:h=130:color=black@0.35:t=fill,"
            "drawtext=fontfile={f}:text='{t}':fontsize=40:fontcolor=white:x=36:y=h-112:alpha='{a1}':"
            "shadowcolor=black@0.5:shadowx=2:shadowy=2,"
            "drawtext=fontfile={fl}:text='{s}':fontsize=20:fontcolor=white@0.85:x=38:y=h-58:alpha='{a2}',"
            "drawbox=x=36:y=ih-122:w=56:h=4:color=0xF4A259@0.95:t=fill").format(
        f=FONT, fl=FONT_LIGHT, t=esc(v["title"]), s=esc(v["sub"]), a1=a1, a2=a2)


def main(build, out):
    os.makedirs(os.path.join(out, "video"), exist_ok=True)
    for n, v in enumerate(VIDEOS, 1):
        work = os.path.join(build, "video", "v%02d" % n)
        os.makedirs(work, exist_ok=True)
        d = v["dur"]
        bed, sting = audio.make_music(work, v["music"], d)
        inputs = []
        if v["kind"] == "gradient":
            c = v["colors"]
            ring = os.path.join(work, "ring.png")
            ring_art(ring + ".svg")
            sh(["rsvg-convert", ring + ".svg", "-o", ring])
            inputs += ["-f", "lavfi", "-i", "gradients=s=%dx%d:r=%d:c0=%s:c1=%s:c2=%s:n=3:seed=7:x0=0:y0=0:x1=%d:y1=%d:"
                       "speed=0.02:d=%s" % (W, H, FPS, c[0], c[1], c[2], W, H, d),
                       "-loop", "1", "-framerate", str(FPS), "-t", str(d), "-i", ring]
            vis = ("[3:v]format=rgba,rotate=a='t*0.35':c=none:ow=iw:oh=ih,"
                   "scale=w='trunc(iw*(0.72+0.04*sin(t*2))/2)*2':h=-2:eval=frame[rg];"
                   "[2:a]showfreqs=s=%dx56:mode=bar:ascale=log:fscale=log:win_size=1024:colors=0xF9B872,"
                   "format=yuva420p,colorchannelmixer=aa=0.35[fq];"
                   "[2:v]format=yuv420p[g0];[g0][rg]overlay=x='W-w/2-170-w/2':y='(H-130-h)/2':shortest=1[g1];"
                   "[g1][fq]overlay=0:H-186:shortest=1," % W)
        elif v["kind"] == "kenburns":
            png = os.path.join(work, "art.png")
            sh(["rsvg-convert", "-w", "2560", os.path.join(build, "svg", v["art"] + ".svg"), "-o", png])
            frames = int(d * FPS)
            inputs += ["-loop", "1", "-framerate", str(FPS), "-t", str(d), "-i", png]
            vis = ("[2:v]scale=2560:-2,crop=2560:1440,zoompan=z='1+0.18*on/%d':x='iw/2-(iw/zoom/2)+on*0.6':"
                   "y='ih/2-(ih/zoom/2)':d=1:s=%dx%d:fps=%d,format=yuv420p[bg];"
                   "[2:a]showwaves=s=%dx60:mode=cline:colors=white:scale=sqrt:draw=full,format=yuva420p,"
                   "colorchannelmixer=aa=0.4[wv];[bg][wv]overlay=0:H-200:shortest=1," % (frames, W, H, FPS, W))
        else:  # rotating vinyl over a bokeh night background
            bgp, vp = os.path.join(work, "bg.png"), os.path.join(work, "vinyl.png")
            night_bg(bgp + ".svg")
            vinyl_art(vp + ".svg")
            sh(["rsvg-convert", "-w", str(W), bgp + ".svg", "-o", bgp])
            sh(["rsvg-convert", vp + ".svg", "-o", vp])
            inputs += ["-loop", "1", "-framerate", str(FPS), "-t", str(d), "-i", bgp,
                       "-loop", "1", "-framerate", str(FPS), "-t", str(d), "-i", vp]
            vis = ("[2:v]zoompan=z='1+0.08*on/%d':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=%dx%d:fps=%d,"
                   "format=yuv420p[bg];[3:v]format=rgba,rotate=a='t*3.5':c=none:ow=iw:oh=ih,scale=250:-2[vy];"
                   "[bg][vy]overlay=x='W-w-50':y='(H-130-h)/2':shortest=1," % (int(d * FPS), W, H, FPS))
        # audio: input 0 = bed, 1 = sting (at the start, softer at the end); visuals are inputs 2 (and 3)
        af = ("[0:a]asplit=2[bedm][bedv];[1:a]asplit=2[s1][s2];[s2]adelay={ed}|{ed},volume=0.6[s2d];"
              "[bedm]volume=0.8[bedq];[bedq][s1][s2d]amix=inputs=3:normalize=0:duration=first,alimiter=limit=0.9,"
              "aresample=44100[aout]").format(ed=int((d - 2.4) * 1000))
        if "[2:a]" in vis:
            vis = vis.replace("[2:a]", "[bedv]")
        else:
            af += ";[bedv]anullsink"
        filt = af + ";" + vis + titles(v) + ",fade=t=in:st=0:d=0.6,fade=t=out:st=%s:d=0.6[vout]" % (d - 0.6)
        dst = os.path.join(out, "video", "video-%02d.mp4" % n)
        sh(["ffmpeg", "-nostdin", "-loglevel", "error", "-y", "-i", bed, "-i", sting] + inputs + [
           "-filter_complex", filt, "-map", "[vout]", "-map", "[aout]", "-t", str(d),
           "-c:v", "libx264", "-preset", "slow", "-profile:v", "main", "-pix_fmt", "yuv420p", "-threads", "1",
           "-crf", "32", "-maxrate", "95k", "-bufsize", "190k", "-g", "50", "-r", str(FPS),
           "-c:a", "aac", "-b:a", "40k", "-ac", "1", "-ar", "44100",
           "-movflags", "+faststart", "-metadata", "title=%s" % v["title"], "-fflags", "+bitexact",
           "-flags:v", "+bitexact", "-flags:a", "+bitexact", dst])
        poster_png = os.path.join(work, "poster.png")
        sh(["ffmpeg", "-nostdin", "-loglevel", "error", "-y", "-ss", str(v["poster_t"]), "-i", dst, "-frames:v", "1",
            poster_png])
        sh(["cwebp", "-quiet", "-q", "78", "-m", "6", "-metadata", "none", poster_png, "-o",
            os.path.join(out, "video", "video-%02d.webp" % n)])
        print("video: %s %.1fs %d bytes" % (os.path.basename(dst), d, os.path.getsize(dst)))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
