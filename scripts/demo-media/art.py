#!/usr/bin/env python3
"""Writes every Tarang demo image as SVG into OUTDIR (mirroring the seed-media layout) plus OUTDIR/alt.json.

usage: art.py OUTDIR
Deterministic: all randomness comes from random.Random(fixed seed) per image.
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from artlib import PALETTES, STATIONS, el, lin, mix, shade, tint  # noqa: E402
import logos  # noqa: E402
import portraits  # noqa: E402
import scenes as S  # noqa: E402
import scenes_more as M  # noqa: E402

P = PALETTES

# What each scene shows, as words an item using the picture says of itself (checked by the server's demo-data
# test against the title and text of every event, news item, contest and gallery caption that uses it).
STAGE = ["stage", "concert", "gig", "live session", "performance"]
STUDIO = ["studio", "microphone", "mic", "on air", "broadcast"]
MEET = ["meet", "meeting", "listeners", "fans", "meet-up", "community"]

GALLERY = [  # (scene, palette, alt, subjects)
    (S.s_stage, 7, "Concert stage with coral spotlights sweeping over a cheering crowd and a singer at the mic", STAGE),
    (S.s_studio, 4, "Radio studio with a broadcast microphone on a boom arm, mixing console and a glowing on-air lamp",
     STUDIO),
    (S.s_meet, 0, "Listeners meeting their RJs under warm string lights at a fan meet-and-greet", MEET),
    (S.s_stage, 2, "Live session stage washed in peach light with silhouetted fans raising their hands", STAGE),
    (S.s_studio, 5, "Late-night studio scene with a microphone silhouette against soft apricot bokeh", STUDIO),
    (S.s_meet, 9, "Crowd silhouettes gathered under festoon lights at a Tarang community evening", MEET),
    (S.s_stage, 4, "Aqua stage beams over a packed concert crowd with phone lights in the air", STAGE),
    (S.s_studio, 1, "Teal-toned podcast studio with a microphone, faders and an on-air light", STUDIO),
    (S.s_meet, 11, "Fans chatting in a lavender-lit garden party with hanging bulbs", MEET),
    (S.s_stage, 9, "Open-air gig at dusk with golden light beams and a performer on stage", STAGE),
    (S.s_studio, 6, "Bronze-lit recording booth with a broadcast microphone and console", STUDIO),
    (S.s_meet, 5, "Evening meet-up with warm bokeh lights and a crowd of silhouettes", MEET),
]
EVENTS = [
    (S.s_stage, 0, "Concert crowd with raised hands under saffron stage lights",
     ["concert", "stage", "orchestra", "band", "singers", "gig"]),
    (S.s_food, 9, "Night food walk with lit street-food stalls, steaming bowls and string lights",
     ["food", "street food", "stalls", "chaat", "kebab", "haleem"]),
    (S.s_track, 5, "City marathon runners racing along a track toward a rising sun",
     ["marathon", "runners", "race"]),
    (S.s_meet, 2, "Community meet-up with silhouettes of listeners under glowing string lights", MEET),
    (S.s_kites, 8, "Colourful kites flying over a city skyline on a festival afternoon",
     ["kite", "patang", "sankranti"]),
    (S.s_openmic, 6, "Open-mic night: a lone microphone stand in a spotlight against a brick wall",
     ["open mic", "comedy", "comic", "stand-up"]),
    (S.s_heritage, 9, "Heritage walk illustration of a domed gateway with minarets at sunset",
     ["heritage", "monument", "tomb", "charminar", "gateway", "minaret", "fort"]),
    (S.s_yoga, 3, "Sunrise yoga session silhouette in front of layered green hills", ["yoga", "stretch"]),
    (S.s_books, 1, "Book fair shelves stacked with colourful book spines", ["book", "bookshop", "reading"]),
    (S.s_dj, 11, "DJ night with two turntables, lavender light beams and a dancing crowd", ["dj", "dance", "party"]),
    (M.s_idols, 9, "Clay Ganpati idols taking shape on an artisan's workshop table under a hanging bulb",
     ["idol", "clay", "ganpati", "kumartuli"]),
    (M.s_cycles, 3, "Cyclists riding along a park path under the trees at sunrise",
     ["cycle", "cycling", "cyclothon", "rider", "bicycle"]),
    (M.s_pandal, 5, "A Durga Pujo pandal lit with strings of lights at night, a crowd in front",
     ["pandal", "pujo", "durga"]),
    (M.s_drums, 9, "Folk drummers with dhols under festival lights, sparks rising from a fire",
     ["drum", "drummer", "dhol", "folk"]),
    (M.s_swing, 3, "A swing hung with marigold garlands from a leafy branch under monsoon clouds",
     ["teej", "swing", "jhoola"]),
]
NEWS = [
    (lambda c, r, p: S.m_skyline(c, r, p, night=False), 4, "Editorial illustration of a city skyline in soft daylight",
     ["city", "skyline"]),
    (S.s_traffic, 7, "Evening traffic light trails on a city road leading to the skyline",
     ["traffic", "road", "commute", "helmet", "driving"]),
    (S.s_monsoon, 10, "Monsoon rain over the city with umbrellas, grey clouds and puddle ripples",
     ["monsoon", "rain", "umbrella"]),
    (S.s_cricket, 1, "Cricket ball with seam flying past the stumps under stadium floodlights",
     ["cricket", "match", "stumps"]),
    (S.s_mandala, 5, "Rangoli-inspired mandala pattern in warm festive colours", ["rangoli", "kolam", "festive"]),
    (S.s_diyas, 9, "Row of glowing clay diyas against a bokeh of festival lights", ["diya", "diwali", "lamp"]),
    (lambda c, r, p: S.m_skyline(c, r, p, night=True), 0, "City skyline at night with lit windows under a full moon",
     ["city", "night", "skyline"]),
    (S.m_sunburst, 9, "Blazing retro sun rays illustrating a summer heatwave", ["heatwave", "summer", "heat"]),
    (S.m_waves, 8, "Layered sea waves along the coast under a bright sun", ["sea", "beach", "coast", "waves"]),
    (S.m_bauhaus, 2, "Bold geometric shapes in plum and peach for arts and culture news", ["arts", "culture"]),
    (M.s_blankets, 0, "Piles of folded blankets collected for a winter drive, under a cold starry night",
     ["blanket", "winter"]),
    (M.s_trek, 10, "Trekkers with walking sticks climbing a trail through green hills at sunrise",
     ["trek", "trekking", "hike", "hills"]),
    (M.s_embroidery, 11, "White-on-white chikankari embroidery of flowers on cloth stretched in a wooden hoop",
     ["embroidery", "chikankari", "stitch"]),
    (M.s_listen, 4, "A phone playing the radio between a laptop and a smart speaker, sound spreading around it",
     ["listen", "phone", "laptop", "speaker"]),
]
CONTESTS = [
    (S.s_gifts, 7, "Wrapped gift boxes with ribbons and confetti for a listener contest",
     ["gift", "hamper", "voucher", "prize"]),
    (S.s_trophy, 0, "Golden trophy with a star in front of a navy sunburst", ["trophy", "winner", "champion"]),
    (S.s_tickets, 2, "Two concert tickets with stars on a plum background with bokeh", ["ticket", "pass"]),
    (S.s_headphones, 4, "Large studio headphones prize surrounded by confetti", ["headphones", "recording"]),
    (M.s_coffee, 9, "A brass tumbler of frothy filter coffee in its davara, steaming, beside the morning paper",
     ["coffee", "kaapi", "tumbler"]),
]
BANNER_MOTIFS = [
    (S.m_waves, 0, "Wide hero artwork of layered waves and a glowing sun on the right, calm navy space on the left"),
    (S.m_radial, 7, "Wide hero artwork of a circular coral audio waveform on the right, deep ink space on the left"),
    (S.m_skyline, 4, "Wide hero artwork of a night city skyline on the right, calm navy space on the left"),
    (S.m_eq, 2, "Wide hero artwork of glowing equalizer bars on the right, plum space on the left"),
    (S.m_rings, 1, "Wide hero artwork of concentric sound ripples on the right, deep teal space on the left"),
    (S.m_mountains, 10, "Wide hero artwork of layered hills at sunrise on the right, calm lagoon space on the left"),
    (S.m_vinyl, 5, "Wide hero artwork of a vinyl record and sleeve on the right, wine-red space on the left"),
    (S.m_sunburst, 11, "Wide hero artwork of a lavender sunburst on the right, dusk-purple space on the left"),
]


def scene(w, h, fn, pal, seed):
    c = S.Canvas(w, h)
    fn(c, random.Random(seed), P[pal])
    return c.svg()


def banner(i):
    fn, pal, alt = BANNER_MOTIFS[i - 1]
    deep, mid = P[pal][0], P[pal][1]
    sub = S.Canvas(960, 600)
    fn(sub, random.Random(9000 + i), P[pal])
    c = S.Canvas(1600, 600)
    c.add("rect", width=1600, height=600, fill=c.lin([(0, shade(deep, 0.15)), (1, mix(deep, mid, 0.4))], 0, 0, 1, 1))
    inner = sub.svg().replace('<svg xmlns="http://www.w3.org/2000/svg" ', '<svg x="640" y="0" ', 1)
    # prefix ids in the nested svg so they don't clash with the outer document
    inner = inner.replace('id="g', 'id="s').replace('url(#g', 'url(#s').replace('id="f', 'id="t').replace('url(#f', 'url(#t')
    c.raw(inner)
    c.add("rect", width=1600, height=600, fill=c.lin([(0, shade(deep, 0.15), 1), (0.41, shade(deep, 0.1), 1),
                                                      (0.48, deep, 0.88), (0.6, deep, 0.45), (0.74, deep, 0)],
                                                     0, 0, 1, 0))
    # a whisper of texture on the calm side
    for k in range(3):
        c.add("circle", cx=-120, cy=620, r=380 + 90 * k, fill="none", stroke="#FFFFFF", stroke_opacity=0.035,
              stroke_width=2)
    return c.svg(), alt


def main(out):
    alts = {}
    subjects = {}

    def write(rel, svg, alt, about=None):
        p = os.path.join(out, rel[:-5] + ".svg")
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as f:
            f.write(svg)
        alts[rel] = alt
        if about:
            subjects[rel] = about

    for n in range(1, 9):
        s, a = logos.logo(n)
        write("images/logos/station-%d.webp" % n, s, a)
    for i in range(1, 25):
        s, a = portraits.portrait(i)
        write("images/portraits/rj-%02d.webp" % i, s, a, ["woman" if " female " in a else "man"])
    for i in range(1, 31):
        s, a = S.cover(i)
        write("images/covers/cover-%02d.webp" % i, s, a)
    for i, (fn, pal, alt, about) in enumerate(GALLERY, 1):
        write("images/gallery/gallery-%02d.webp" % i, scene(1200, 800, fn, pal, 2000 + i), alt, about)
    for i in range(1, 9):
        s, a = banner(i)
        write("images/banners/banner-%02d.webp" % i, s, a)
    for i, (fn, pal, alt, about) in enumerate(EVENTS, 1):
        write("images/events/event-%02d.webp" % i, scene(1200, 675, fn, pal, 3000 + i), alt, about)
    for i, (fn, pal, alt, about) in enumerate(NEWS, 1):
        write("images/news/news-%02d.webp" % i, scene(1200, 675, fn, pal, 4000 + i), alt, about)
    for i, (fn, pal, alt, about) in enumerate(CONTESTS, 1):
        write("images/contests/contest-%02d.webp" % i, scene(1200, 675, fn, pal, 6000 + i), alt, about)
    write("images/default/episode-default.webp", scene(600, 600, S.s_music_note, 0, 7000),
          "Neutral slate artwork with a white music note, used when an episode has no image")
    with open(os.path.join(out, "alt.json"), "w") as f:
        json.dump(alts, f, indent=1, sort_keys=True)
    with open(os.path.join(out, "subjects.json"), "w") as f:
        json.dump(subjects, f, indent=1, sort_keys=True)


if __name__ == "__main__":
    main(sys.argv[1])
