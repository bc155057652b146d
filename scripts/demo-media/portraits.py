"""Flat vector-art RJ portraits, 600x800."""
import random
from artlib import (STATIONS, COLOUR_NAMES, el, svg_doc, lin, rad, blur, mix, shade, tint, smooth, fmt)

SKINS = ["#F3CFA8", "#E9B98E", "#DDA77A", "#C98E5F", "#B87A4B", "#A5683E", "#8C5532", "#744428"]
SKIN_WORDS = ["fair", "light", "light-brown", "wheatish", "medium-brown", "brown", "deep-brown", "dark-brown"]
HAIRS = ["#1B1212", "#231815", "#2E1F1A", "#3B2418", "#151515", "#4A2C1D"]
CLOTHES = ["#264653", "#E9C46A", "#F4F1DE", "#3D405B", "#81B29A", "#F2CC8F", "#1D3557", "#FFB4A2",
           "#6D597A", "#B5838D", "#2A9D8F", "#FFFFFF", "#222831", "#A8DADC"]

# (index 1..24) -> choices; hand-tuned so that every station gets a varied trio
SPEC = {
    # hair: long, bun, curly, pony, bob | short, quiff, curlyshort, buzz, side
    1: dict(hair="long", skin=2, acc="headphones", cloth=0),
    2: dict(hair="quiff", skin=4, acc="mic", cloth=2, beard="stubble"),
    3: dict(hair="bun", skin=5, acc="none", cloth=4, glasses=True),
    4: dict(hair="side", skin=3, acc="headphones", cloth=6, beard="full"),
    5: dict(hair="curly", skin=6, acc="mic", cloth=5),
    6: dict(hair="short", skin=1, acc="none", cloth=3, glasses=True),
    7: dict(hair="pony", skin=3, acc="headphones", cloth=7),
    8: dict(hair="curlyshort", skin=7, acc="mic", cloth=11, beard="moustache"),
    9: dict(hair="bob", skin=0, acc="none", cloth=8),
    10: dict(hair="buzz", skin=5, acc="headphones", cloth=12, beard="full"),
    11: dict(hair="long", skin=4, acc="mic", cloth=10, glasses=True),
    12: dict(hair="side", skin=2, acc="none", cloth=9),
    13: dict(hair="bun", skin=1, acc="headphones", cloth=13),
    14: dict(hair="quiff", skin=6, acc="mic", cloth=0, glasses=True),
    15: dict(hair="curly", skin=3, acc="none", cloth=2),
    16: dict(hair="short", skin=4, acc="headphones", cloth=5, beard="stubble"),
    17: dict(hair="pony", skin=6, acc="mic", cloth=3),
    18: dict(hair="curlyshort", skin=2, acc="none", cloth=7, glasses=True),
    19: dict(hair="long", skin=7, acc="headphones", cloth=4),
    20: dict(hair="side", skin=0, acc="mic", cloth=1, beard="moustache"),
    21: dict(hair="bob", skin=5, acc="none", cloth=6, glasses=True),
    22: dict(hair="buzz", skin=3, acc="headphones", cloth=8),
    23: dict(hair="bun", skin=4, acc="mic", cloth=12),
    24: dict(hair="quiff", skin=1, acc="none", cloth=10, beard="full"),
}
HAIR_WORDS = {"long": "long flowing hair", "bun": "hair tied in a bun", "curly": "voluminous curly hair",
              "pony": "a ponytail", "bob": "a short bob", "short": "short neat hair", "quiff": "a swept-up quiff",
              "curlyshort": "short curly hair", "buzz": "a close-cropped haircut", "side": "side-parted hair"}


def portrait(i):
    rnd = random.Random(1000 + i)
    st = STATIONS[(i - 1) // 3]
    scol = st[3]
    sp = SPEC[i]
    female = i % 2 == 1
    skin = SKINS[sp["skin"]]
    skin_sh = shade(skin, 0.14)
    skin_hi = tint(skin, 0.12)
    hair = HAIRS[rnd.randrange(len(HAIRS))]
    hair_hi = tint(hair, 0.14)
    cloth = CLOTHES[sp["cloth"]]
    if abs(int(cloth[1:3], 16) - int(scol[1:3], 16)) < 20 and abs(int(cloth[3:5], 16) - int(scol[3:5], 16)) < 20:
        cloth = "#F4F1DE"
    cloth_sh = shade(cloth, 0.16)
    W, H = 600, 800
    defs = [
        lin("bg", [(0, tint(scol, 0.55)), (0.55, tint(scol, 0.15)), (1, shade(scol, 0.25))], 0, 0, 0.6, 1),
        rad("halo", [(0, tint(scol, 0.85), 0.95), (0.7, tint(scol, 0.6), 0.35), (1, tint(scol, 0.5), 0)], 0.5, 0.5, 0.5),
        lin("cl", [(0, cloth), (1, cloth_sh)], 0, 0, 0, 1),
        lin("hr", [(0, hair_hi), (1, hair)], 0, 0, 0, 1),
        blur("soft", 18),
    ]
    b = []
    b.append(el("rect", width=W, height=H, fill="url(#bg)"))
    # decorative rings (radio waves) + halo
    b.append(el("circle", cx=300, cy=330, r=290, fill="url(#halo)"))
    side = 1 if rnd.random() < 0.5 else -1
    cx = 300 + side * 250
    for k, r in enumerate((120, 175, 230, 285)):
        b.append(el("circle", cx=cx, cy=170, r=r, fill="none", stroke="#FFFFFF", stroke_opacity=0.16 - k * 0.03,
                    stroke_width=6))
    for k in range(7):
        x = rnd.uniform(40, 560)
        y = rnd.uniform(40, 500)
        if 170 < x < 430 and 150 < y < 500:
            continue
        b.append(el("circle", cx=x, cy=y, r=rnd.uniform(4, 10), fill="#FFFFFF", fill_opacity=0.35))

    n0 = len(b)
    hs = sp["hair"]
    # --- hair behind head
    if hs == "long":
        b.append(el("path", d="M188 300 C170 420 178 560 150 640 C220 660 380 660 450 640 C422 560 430 420 412 300 Z",
                    fill="url(#hr)"))
    elif hs == "bob":
        b.append(el("path", d="M186 290 C176 380 180 430 190 470 C240 488 360 488 410 470 C420 430 424 380 414 290 Z",
                    fill="url(#hr)"))
    elif hs == "pony":
        b.append(el("path", d="M390 250 C470 280 470 420 440 540 C430 580 400 590 405 540 C420 440 420 330 380 280 Z",
                    fill="url(#hr)"))
    elif hs == "curly":
        pts = []
        for k in range(22):
            import math
            a = math.pi * (0.95 + 1.1 * k / 21)
            pts.append((300 + 150 * math.cos(a), 320 + 175 * math.sin(a)))
        for (x, y) in pts:
            b.append(el("circle", cx=x, cy=y, r=rnd.uniform(40, 52), fill=hair))
        for k in range(8):
            b.append(el("circle", cx=rnd.uniform(170, 430), cy=rnd.uniform(400, 470), r=rnd.uniform(36, 46), fill=hair))
    # neck
    b.append(el("path", d="M256 420 L256 580 L344 580 L344 420 Z", fill=skin))
    b.append(el("path", d="M256 440 C280 480 320 480 344 440 L344 470 C320 505 280 505 256 470 Z", fill=skin_sh,
                opacity=0.8))
    t = []
    # --- torso
    t.append(el("path", d="M30 840 L30 800 C36 660 120 600 232 572 L368 572 C480 600 564 660 570 800 L570 840 Z", fill="url(#cl)"))
    # shoulder seam highlight
    t.append(el("path", d="M232 572 C160 590 100 620 70 690", fill="none", stroke=tint(cloth, 0.25), stroke_width=4,
                stroke_opacity=0.6))
    # neckline
    if female:
        t.append(el("path", d="M232 572 C250 640 350 640 368 572 Z", fill=skin))
        t.append(el("path", d="M232 572 C250 640 350 640 368 572", fill="none", stroke=cloth_sh, stroke_width=8))
        # dupatta / scarf
        if i % 4 == 1:
            acc = tint(scol, 0.2) if cloth not in ("#FFFFFF",) else scol
            t.append(el("path", d="M368 572 C420 590 470 640 500 800 L420 800 C410 700 380 640 340 600 Z",
                        fill=acc, opacity=0.95))
            t.append(el("path", d="M368 572 C420 590 470 640 500 800", fill="none", stroke=shade(acc, 0.2),
                        stroke_width=3))
        else:
            # necklace
            t.append(el("path", d="M250 585 C270 640 330 640 350 585", fill="none", stroke="#E9C46A", stroke_width=4))
            t.append(el("circle", cx=300, cy=628, r=7, fill="#E9C46A"))
    else:
        # kurta-style collar with placket
        t.append(el("path", d="M262 572 L300 640 L338 572 Z", fill=skin))
        t.append(el("path", d="M226 566 L262 572 L300 640 L280 600 Z", fill=cloth_sh))
        t.append(el("path", d="M374 566 L338 572 L300 640 L320 600 Z", fill=cloth_sh))
        t.append(el("line", x1=300, y1=640, x2=300, y2=800, stroke=cloth_sh, stroke_width=4))
        for yy in (670, 710, 750):
            t.append(el("circle", cx=300, cy=yy, r=5, fill=tint(cloth, 0.4) if cloth != "#FFFFFF" else "#CCCCCC"))
    b.append('<g transform="translate(0 -34)">%s</g>' % "".join(t))
    # ears
    b.append(el("ellipse", cx=204, cy=335, rx=17, ry=27, fill=skin_sh))
    b.append(el("ellipse", cx=396, cy=335, rx=17, ry=27, fill=skin_sh))
    if female and sp["acc"] != "headphones":
        for ex in (204, 396):
            b.append(el("line", x1=ex, y1=360, x2=ex, y2=378, stroke="#E9C46A", stroke_width=3))
            b.append(el("path", d="M%d 376 l-10 16 l20 0 Z" % ex, fill="#E9C46A"))
    # head
    b.append(el("path", d="M300 192 C372 192 404 250 402 322 C400 400 360 448 300 450 C240 448 200 400 198 322 "
                          "C196 250 228 192 300 192 Z", fill=skin))
    # cheek light
    b.append(el("ellipse", cx=260, cy=300, rx=50, ry=40, fill=skin_hi, opacity=0.35))
    # beard
    beard = sp.get("beard")
    if beard == "full":
        b.append(el("path", d="M206 350 C214 420 252 452 300 452 C348 452 386 420 394 350 C384 380 370 396 350 398 "
                              "C330 388 270 388 250 398 C230 396 216 380 206 350 Z", fill=hair))
        b.append(el("path", d="M266 392 C280 380 320 380 334 392 C320 386 280 386 266 392 Z", fill=hair))
    elif beard == "stubble":
        b.append(el("path", d="M210 360 C220 420 255 450 300 450 C345 450 380 420 390 360 C378 392 362 404 340 406 "
                              "C320 398 280 398 260 406 C238 404 222 392 210 360 Z", fill=hair, opacity=0.35))
    if beard in ("full", "moustache"):
        b.append(el("path", d="M266 388 C282 372 300 380 300 380 C300 380 318 372 334 388 C320 384 310 392 300 388 "
                              "C290 392 280 384 266 388 Z", fill=hair))
    # eyes
    happy = rnd.random() < 0.3
    for ex in (262, 338):
        if happy:
            b.append(el("path", d="M%d 332 q12 -13 24 0" % (ex - 12), fill="none", stroke="#2B1B17", stroke_width=5,
                        stroke_linecap="round"))
        else:
            b.append(el("ellipse", cx=ex, cy=330, rx=10, ry=12, fill="#2B1B17"))
            b.append(el("circle", cx=ex + 3, cy=326, r=3.5, fill="#FFFFFF"))
        if female:
            o = -1 if ex < 300 else 1
            b.append(el("path", d="M%d 324 l%d -7" % (ex + o * 10, o * 8), stroke="#2B1B17", stroke_width=3,
                        stroke_linecap="round"))
    # brows
    bw = 7 if female else 9
    b.append(el("path", d="M242 302 Q260 290 280 298", fill="none", stroke=hair, stroke_width=bw, stroke_linecap="round"))
    b.append(el("path", d="M320 298 Q340 290 358 302", fill="none", stroke=hair, stroke_width=bw, stroke_linecap="round"))
    # nose
    b.append(el("path", d="M300 340 C296 356 290 366 294 372 C298 376 306 376 310 372", fill="none", stroke=skin_sh,
                stroke_width=5, stroke_linecap="round"))
    # blush
    b.append(el("ellipse", cx=246, cy=372, rx=20, ry=11, fill="#E5707E", opacity=0.22))
    b.append(el("ellipse", cx=354, cy=372, rx=20, ry=11, fill="#E5707E", opacity=0.22))
    # mouth
    lip = "#B5485A" if female else shade(skin, 0.45)
    if rnd.random() < 0.55:
        b.append(el("path", d="M270 398 C284 426 316 426 330 398 Z", fill="#5A1F24"))
        b.append(el("path", d="M274 400 L326 400 C324 407 276 407 274 400 Z", fill="#FFFFFF"))
        if female:
            b.append(el("path", d="M270 398 C284 426 316 426 330 398", fill="none", stroke=lip, stroke_width=4))
    else:
        b.append(el("path", d="M276 402 Q300 420 324 402", fill="none", stroke=lip, stroke_width=6, stroke_linecap="round"))
    # bindi
    if female and i % 3 != 0:
        b.append(el("circle", cx=300, cy=290, r=5, fill="#C1121F"))
    # glasses
    if sp.get("glasses"):
        gc = "#1F1F1F" if i % 2 else shade(scol, 0.3)
        for ex in (262, 338):
            b.append(el("rect", x=ex - 28, y=310, width=56, height=42, rx=14, fill="#FFFFFF", fill_opacity=0.12,
                        stroke=gc, stroke_width=5))
        b.append(el("path", d="M290 326 Q300 318 310 326", fill="none", stroke=gc, stroke_width=5))
        b.append(el("line", x1=234, y1=326, x2=206, y2=320, stroke=gc, stroke_width=5))
        b.append(el("line", x1=366, y1=326, x2=394, y2=320, stroke=gc, stroke_width=5))
    # --- hair front
    F = dict(fill="url(#hr)")
    if hs == "long":
        b.append(el("path", d="M196 330 C186 220 240 178 304 180 C372 182 414 230 404 330 C396 280 372 246 330 232 "
                              "C300 260 250 270 214 270 C204 290 198 310 196 330 Z", **F))
    elif hs == "bob":
        b.append(el("path", d="M188 420 C176 300 200 188 300 184 C400 188 424 300 412 420 C404 380 404 300 388 262 "
                              "C340 262 260 250 230 230 C210 280 204 360 188 420 Z", **F))
    elif hs == "bun":
        b.append(el("circle", cx=300, cy=168, r=52, **F))
        b.append(el("path", d="M250 192 Q300 206 350 192", fill="none", stroke=hair_hi, stroke_width=6))
        b.append(el("path", d="M198 320 C190 230 236 190 300 190 C364 190 410 230 402 320 C390 270 360 236 300 232 "
                              "C246 236 210 270 198 320 Z", **F))
    elif hs == "pony":
        b.append(el("path", d="M198 322 C188 228 238 186 302 186 C368 186 412 232 402 322 C394 268 356 236 318 230 "
                              "C290 246 240 256 212 262 C204 280 200 300 198 322 Z", **F))
        b.append(el("circle", cx=392, cy=262, r=12, fill=tint(scol, 0.1)))
    elif hs == "curly":
        import math
        for k in range(14):
            a = math.pi * (1.05 + 0.9 * k / 13)
            b.append(el("circle", cx=300 + 108 * math.cos(a), cy=275 + 95 * math.sin(a), r=rnd.uniform(30, 38), fill=hair))
        for k in range(10):
            b.append(el("circle", cx=rnd.uniform(200, 400), cy=rnd.uniform(180, 230), r=rnd.uniform(8, 14),
                        fill=hair_hi, opacity=0.5))
    elif hs == "short":
        b.append(el("path", d="M200 318 C188 222 238 182 302 182 C366 182 414 220 400 318 C394 276 384 250 360 242 "
                              "C320 250 260 246 226 238 C210 262 204 290 200 318 Z", **F))
    elif hs == "quiff":
        b.append(el("path", d="M200 318 C186 220 230 166 310 158 C380 156 420 214 400 318 C394 276 384 252 362 246 "
                              "C320 240 270 244 226 246 C212 266 204 290 200 318 Z", **F))
        b.append(el("path", d="M250 190 C290 160 350 162 380 196", fill="none", stroke=hair_hi, stroke_width=8,
                    stroke_linecap="round"))
    elif hs == "curlyshort":
        import math
        for k in range(13):
            a = math.pi * (1.0 + k / 12)
            b.append(el("circle", cx=300 + 100 * math.cos(a), cy=272 + 78 * math.sin(a), r=rnd.uniform(22, 28), fill=hair))
        b.append(el("path", d="M205 300 C205 230 250 200 300 200 C350 200 395 230 395 300 C370 260 230 260 205 300 Z",
                    fill=hair))
    elif hs == "buzz":
        b.append(el("path", d="M202 314 C196 228 240 190 300 190 C360 190 404 228 398 314 C392 272 376 250 300 246 "
                              "C224 250 208 272 202 314 Z", fill=hair, opacity=0.9))
    elif hs == "side":
        b.append(el("path", d="M200 322 C186 224 236 178 306 178 C372 180 416 228 400 322 C394 276 380 252 352 246 "
                              "C320 236 270 226 244 206 C236 240 214 270 200 322 Z", **F))
        b.append(el("path", d="M244 206 C280 222 320 232 360 240", fill="none", stroke=hair_hi, stroke_width=5))
    # --- headphones
    if sp["acc"] == "headphones":
        hc = "#1E1E24"
        ac = scol
        top = 150 if hs in ("bun", "quiff", "curly") else 168
        b.append(el("path", d="M196 330 C186 %d 250 %d 300 %d C350 %d 414 %d 404 330" % (top + 40, top, top, top, top + 40),
                    fill="none", stroke=hc, stroke_width=18, stroke_linecap="round"))
        b.append(el("path", d="M206 300 C206 %d 250 %d 300 %d" % (top + 40, top + 12, top + 12), fill="none",
                    stroke="#FFFFFF", stroke_opacity=0.2, stroke_width=4, stroke_linecap="round"))
        for x in (172, 388):
            b.append(el("rect", x=x, y=290, width=40, height=92, rx=18, fill=hc))
            b.append(el("rect", x=x + (26 if x < 300 else 4), y=300, width=10, height=72, rx=5, fill=ac))
    # --- microphone in foreground
    if sp["acc"] == "mic":
        g = []
        g.append(el("path", d="M600 560 L520 610", stroke="#2B2D42", stroke_width=16, stroke_linecap="round"))
        g.append(el("rect", x=-38, y=-95, width=76, height=190, rx=38, fill="#2B2D42"))
        g.append(el("rect", x=-30, y=-87, width=60, height=100, rx=30, fill="#4A4E69"))
        for yy in range(-78, 10, 12):
            g.append(el("line", x1=-26, y1=yy, x2=26, y2=yy, stroke="#22223B", stroke_width=3))
        g.append(el("rect", x=-40, y=18, width=80, height=16, rx=4, fill=scol))
        b.append('<g transform="translate(500 650) rotate(-25)">%s</g>' % "".join(g[1:]))
        b.insert(len(b) - 1, g[0])
    b = b[:n0] + ['<g transform="translate(300 800) scale(1.1) translate(-300 -800)">'] + b[n0:] + ["</g>"]
    extras = []
    if sp["acc"] == "headphones":
        extras.append("wearing studio headphones")
    if sp.get("glasses"):
        extras.append("wearing glasses")
    if beard:
        extras.append({"full": "with a neat beard", "moustache": "with a moustache", "stubble": "with light stubble"}[beard])
    if sp["acc"] == "mic":
        extras.append("beside a studio microphone")
    colour = COLOUR_NAMES[st[0]]
    alt = "Illustrated portrait of a %s %s RJ with %s and %s skin%s, on %s %s background" % (
        "smiling" if (happy or i % 2 == 0) else "cheerful", "female" if female else "male", HAIR_WORDS[hs],
        SKIN_WORDS[sp["skin"]], "".join(", " + x for x in extras), "an" if colour[0] in "aeiou" else "a", colour)
    return svg_doc(W, H, defs, b), alt
