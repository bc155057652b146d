"""Abstract scene generators (covers, gallery, banners, events, news, contests, default)."""
import math
import random
from artlib import (PALETTES, el, svg_doc, lin, rad, blur, mix, shade, tint, smooth, wave_points, wave_band, poly,
                    hsl, fmt)


class Canvas:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.defs, self.b = [], []
        self.n = 0

    def uid(self, p="g"):
        self.n += 1
        return "%s%d" % (p, self.n)

    def lin(self, stops, x1=0, y1=0, x2=0, y2=1):
        i = self.uid()
        self.defs.append(lin(i, stops, x1, y1, x2, y2))
        return "url(#%s)" % i

    def rad(self, stops, cx=0.5, cy=0.5, r=0.5, fx=None, fy=None):
        i = self.uid()
        self.defs.append(rad(i, stops, cx, cy, r, fx, fy))
        return "url(#%s)" % i

    def blur(self, sd):
        i = self.uid("f")
        self.defs.append(blur(i, sd))
        return "url(#%s)" % i

    def add(self, tag, body=None, **kw):
        self.b.append(el(tag, body, **kw))

    def raw(self, s):
        self.b.append(s)

    def svg(self):
        return svg_doc(self.w, self.h, self.defs, self.b)


# ---------------------------------------------------------------- components
def bg_gradient(c, top, bottom, angle_x=0.3):
    c.add("rect", width=c.w, height=c.h, fill=c.lin([(0, top), (1, bottom)], 0, 0, angle_x, 1))


def glow(c, x, y, r, color, op=0.6):
    c.add("circle", cx=x, cy=y, r=r, fill=c.rad([(0, color, op), (0.5, color, op * 0.35), (1, color, 0)]))


def bokeh(c, rnd, n, colors, region=None, rmin=8, rmax=40, opmin=0.15, opmax=0.45, sd=3):
    x0, y0, x1, y1 = region or (0, 0, c.w, c.h)
    f = c.blur(sd)
    g = []
    for _ in range(n):
        g.append(el("circle", cx=rnd.uniform(x0, x1), cy=rnd.uniform(y0, y1), r=rnd.uniform(rmin, rmax),
                    fill=rnd.choice(colors), fill_opacity=rnd.uniform(opmin, opmax)))
    c.raw('<g filter="%s">%s</g>' % (f, "".join(g)))


def beams(c, rnd, sources, color, length, spread=0.16, op=0.5):
    colors = color if isinstance(color, (list, tuple)) else [color]
    f = c.blur(8)
    fills = [c.lin([(0, col, op), (1, col, 0)], 0, 0, 0, 1) for col in colors]
    g = []
    for k, (sx, sy, ang) in enumerate(sources):
        a1, a2 = ang - spread, ang + spread
        pts = [(sx, sy), (sx + length * math.sin(a1), sy + length * math.cos(a1)),
               (sx + length * math.sin(a2), sy + length * math.cos(a2))]
        g.append(el("path", d=poly(pts), fill=fills[k % len(fills)]))
    c.raw('<g filter="%s">%s</g>' % (f, "".join(g)))
    for k, (sx, sy, ang) in enumerate(sources):
        glow(c, sx, sy, 40, tint(colors[k % len(colors)], 0.5), 0.9)
        c.add("circle", cx=sx, cy=sy, r=7, fill="#FFFFFF")


def crowd(c, rnd, base, color, scale=1.0, density=1.0, arms=0.3, x0=-20, x1=None):
    x1 = c.w + 20 if x1 is None else x1
    x = x0
    g = []
    while x < x1:
        s = scale * rnd.uniform(0.85, 1.15)
        hr = 20 * s
        bh = 70 * s + rnd.uniform(0, 30) * s
        top = base - bh
        g.append(el("circle", cx=x, cy=top - hr * 0.9, r=hr, fill=color))
        g.append(el("rect", x=x - 34 * s, y=top, width=68 * s, height=bh + 200, rx=26 * s, fill=color))
        if rnd.random() < arms:
            side = rnd.choice((-1, 1))
            ax, ay = x + side * 26 * s, top + 14 * s
            ang = rnd.uniform(0.15, 0.5) * side
            ex, ey = ax + math.sin(ang) * 90 * s, ay - math.cos(ang) * 90 * s
            g.append(el("line", x1=ax, y1=ay, x2=ex, y2=ey, stroke=color, stroke_width=14 * s, stroke_linecap="round"))
            g.append(el("circle", cx=ex, cy=ey, r=11 * s, fill=color))
            if rnd.random() < 0.35:  # phone light
                glow(c, ex, ey - 8 * s, 16 * s, "#FFF6D5", 0.9)
        x += rnd.uniform(44, 66) * scale / density
    c.raw("".join(g))


def skyline(c, rnd, x0, x1, base, hmin, hmax, color, windows=None, wmin=30, wmax=80, domes=False):
    x = x0
    g = []
    wins = []
    while x < x1:
        w = rnd.uniform(wmin, wmax)
        h = rnd.uniform(hmin, hmax)
        kind = rnd.random()
        g.append(el("rect", x=x, y=base - h, width=w + 1, height=h + 400, fill=color))
        if domes and kind < 0.2:
            g.append(el("path", d="M%s %s A%s %s 0 0 1 %s %s Z" % (fmt(x), fmt(base - h), fmt(w / 2), fmt(w / 2 * 0.9),
                                                                 fmt(x + w), fmt(base - h)), fill=color))
            g.append(el("rect", x=x + w / 2 - 2, y=base - h - w / 2 * 0.9 - 16, width=4, height=18, fill=color))
        elif kind < 0.35:
            g.append(el("rect", x=x + w * 0.45, y=base - h - 30, width=3, height=32, fill=color))
        elif kind < 0.5:
            g.append(el("path", d=poly([(x, base - h), (x + w, base - h - w * 0.4), (x + w, base - h)]), fill=color))
        if windows and h > 60:
            for yy in range(int(base - h + 14), int(base - 10), 18):
                for xx in range(int(x + 6), int(x + w - 8), 12):
                    if rnd.random() < 0.22:
                        wins.append(el("rect", x=xx, y=yy, width=5, height=8, fill=windows,
                                       fill_opacity=rnd.uniform(0.5, 0.95)))
        x += w + rnd.uniform(-4, 6)
    c.raw("".join(g + wins))


def string_lights(c, rnd, x0, y0, x1, y1, sag, n, colors):
    pts = []
    for k in range(n + 1):
        t = k / n
        pts.append((x0 + (x1 - x0) * t, y0 + (y1 - y0) * t + sag * 4 * t * (1 - t)))
    c.add("path", d=smooth(pts), fill="none", stroke="#0A0A0A", stroke_opacity=0.55, stroke_width=2)
    for (x, y) in pts[1:-1]:
        col = rnd.choice(colors)
        glow(c, x, y + 8, 26, col, 0.55)
        c.add("circle", cx=x, cy=y + 8, r=5, fill=tint(col, 0.5))


def mic_stand(c, x, base, color, s=1.0):
    c.add("line", x1=x, y1=base, x2=x, y2=base - 260 * s, stroke=color, stroke_width=7 * s)
    c.add("path", d=poly([(x - 60 * s, base), (x, base - 18 * s), (x + 60 * s, base)]), fill=color)
    c.add("line", x1=x, y1=base - 260 * s, x2=x - 40 * s, y2=base - 300 * s, stroke=color, stroke_width=6 * s,
          stroke_linecap="round")
    c.raw('<g transform="translate(%s %s) rotate(-45)">%s</g>' % (
        fmt(x - 46 * s), fmt(base - 308 * s), el("rect", x=-12 * s, y=-30 * s, width=24 * s, height=50 * s, rx=12 * s,
                                                 fill=color)))


def broadcast_mic(c, x, y, s, body, grille, accent, angle=-18):
    g = [el("rect", x=-60 * s, y=-150 * s, width=120 * s, height=300 * s, rx=60 * s, fill=body),
         el("rect", x=-48 * s, y=-138 * s, width=96 * s, height=160 * s, rx=48 * s, fill=grille)]
    for k in range(11):
        yy = (-124 + k * 13) * s
        g.append(el("line", x1=-44 * s, y1=yy, x2=44 * s, y2=yy, stroke=body, stroke_opacity=0.6, stroke_width=3 * s))
    g.append(el("rect", x=-62 * s, y=32 * s, width=124 * s, height=22 * s, rx=6 * s, fill=accent))
    g.append(el("rect", x=-38 * s, y=-130 * s, width=14 * s, height=130 * s, rx=7 * s, fill="#FFFFFF", fill_opacity=0.18))
    g.append(el("rect", x=-8 * s, y=150 * s, width=16 * s, height=400 * s, fill=body))
    c.raw('<g transform="translate(%s %s) rotate(%s)">%s</g>' % (fmt(x), fmt(y), fmt(angle), "".join(g)))


def confetti(c, rnd, n, colors, region=None):
    x0, y0, x1, y1 = region or (0, 0, c.w, c.h)
    g = []
    for _ in range(n):
        x, y = rnd.uniform(x0, x1), rnd.uniform(y0, y1)
        col = rnd.choice(colors)
        k = rnd.random()
        rot = rnd.uniform(0, 180)
        if k < 0.4:
            g.append('<rect x="%s" y="%s" width="%s" height="%s" rx="2" fill="%s" transform="rotate(%s %s %s)"/>' % (
                fmt(x), fmt(y), fmt(rnd.uniform(8, 14)), fmt(rnd.uniform(16, 26)), col, fmt(rot), fmt(x), fmt(y)))
        elif k < 0.7:
            g.append(el("circle", cx=x, cy=y, r=rnd.uniform(4, 8), fill=col))
        else:
            g.append(el("path", d="M%s %s q12 -14 24 0 t24 0" % (fmt(x), fmt(y)), fill="none", stroke=col,
                        stroke_width=5, stroke_linecap="round", transform="rotate(%s %s %s)" % (fmt(rot), fmt(x), fmt(y))))
    c.raw("".join(g))


def star(cx, cy, r1, r2, n=5, rot=-90):
    pts = []
    for k in range(2 * n):
        r = r1 if k % 2 == 0 else r2
        a = math.radians(rot + k * 180 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return poly(pts)


def vinyl(c, cx, cy, R, label, label2):
    c.add("circle", cx=cx + 10, cy=cy + 16, r=R, fill="#000000", fill_opacity=0.35, filter=c.blur(14))
    c.add("circle", cx=cx, cy=cy, r=R, fill="#121214")
    for r in range(int(R * 0.38), int(R * 0.97), 7):
        c.add("circle", cx=cx, cy=cy, r=r, fill="none", stroke="#26262A", stroke_width=1.6)
    # sheen wedges
    for a0 in (-60, 120):
        a1 = a0 + 28
        p = "M%s %s L%s %s A%s %s 0 0 1 %s %s Z" % (
            fmt(cx), fmt(cy), fmt(cx + R * math.cos(math.radians(a0))), fmt(cy + R * math.sin(math.radians(a0))),
            fmt(R), fmt(R), fmt(cx + R * math.cos(math.radians(a1))), fmt(cy + R * math.sin(math.radians(a1))))
        c.add("path", d=p, fill="#FFFFFF", fill_opacity=0.07)
    c.add("circle", cx=cx, cy=cy, r=R * 0.33, fill=label)
    c.add("path", d="M%s %s A%s %s 0 0 1 %s %s Z" % (fmt(cx - R * 0.33), fmt(cy), fmt(R * 0.33), fmt(R * 0.33),
                                                   fmt(cx + R * 0.33), fmt(cy)), fill=label2)
    c.add("circle", cx=cx, cy=cy, r=R * 0.05, fill="#121214")


# ---------------------------------------------------------------- motifs (full-canvas art)
def m_waves(c, rnd, P, sun=True):
    deep, mid, acc, warm, light = P
    bg_gradient(c, tint(warm, 0.35), mid, 0.2)
    if sun:
        sx, sy = rnd.uniform(0.3, 0.7) * c.w, c.h * rnd.uniform(0.28, 0.4)
        glow(c, sx, sy, c.w * 0.35, light, 0.6)
        c.add("circle", cx=sx, cy=sy, r=c.w * 0.11, fill=tint(acc, 0.3))
    layers = 6
    for k in range(layers):
        t = k / (layers - 1)
        y = c.h * (0.45 + 0.5 * t)
        col = mix(mix(acc, mid, 0.3), deep, t)
        c.add("path", d=wave_band(-20, c.w + 20, y, c.h * 0.03 * (1 + t), c.w * rnd.uniform(0.4, 0.7),
                                  rnd.uniform(0, 6), c.h + 10, ((2, 0.3, rnd.uniform(0, 6)),)), fill=col)


def m_eq(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, deep, shade(mid, 0.3), 0.5)
    glow(c, c.w / 2, c.h * 0.55, c.w * 0.55, mid, 0.8)
    n = rnd.choice((15, 19, 23))
    gap = c.w * 0.7 / n
    bw = gap * 0.62
    base = c.h * 0.68
    fill = c.lin([(0, warm), (1, acc)], 0, 0, 0, 1)
    ph = rnd.uniform(0, 6)
    for k in range(n):
        x = c.w * 0.15 + k * gap + (gap - bw) / 2
        env = math.sin(math.pi * (k + 0.5) / n)
        h = c.h * (0.08 + 0.42 * env * (0.55 + 0.45 * abs(math.sin(k * 1.7 + ph))))
        c.add("rect", x=x, y=base - h, width=bw, height=h, rx=bw / 2, fill=fill)
        c.add("rect", x=x, y=base + 14, width=bw, height=h * 0.35, rx=bw / 2, fill=acc, fill_opacity=0.18)
    c.add("rect", x=0, y=base + 6, width=c.w, height=2, fill=light, fill_opacity=0.15)


def m_rings(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, mid, deep, 0.8)
    cx, cy = c.w * rnd.uniform(0.3, 0.7), c.h * rnd.uniform(0.35, 0.65)
    glow(c, cx, cy, c.w * 0.5, acc, 0.5)
    n = 9
    for k in range(n, 0, -1):
        r = c.w * 0.06 * k
        col = mix(acc, deep, k / n * 0.85)
        c.add("circle", cx=cx + k * c.w * 0.012, cy=cy - k * c.w * 0.008, r=r, fill=col)
    c.add("circle", cx=cx, cy=cy, r=c.w * 0.04, fill=light)


def m_sunburst(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, tint(warm, 0.2), acc, 0.4)
    cx, cy = c.w * 0.5, c.h * rnd.choice((0.5, 0.62, 1.0))
    n = rnd.choice((18, 24, 32))
    R = max(c.w, c.h) * 1.6
    for k in range(n):
        if k % 2:
            continue
        a0, a1 = 2 * math.pi * k / n, 2 * math.pi * (k + 1) / n
        c.add("path", d=poly([(cx, cy), (cx + R * math.cos(a0), cy + R * math.sin(a0)),
                              (cx + R * math.cos(a1), cy + R * math.sin(a1))]), fill=light, fill_opacity=0.22)
    glow(c, cx, cy, c.w * 0.4, light, 0.7)
    for k, (r, col) in enumerate(((0.26, warm), (0.2, tint(acc, 0.2)), (0.14, mid), (0.08, deep))):
        c.add("circle", cx=cx, cy=cy, r=c.w * r, fill=col)


def m_vinyl(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, tint(acc, 0.15), warm, 0.6)
    # sleeve
    R = min(c.w, c.h) * 0.3
    sx = c.w * 0.5 - R * 1.75
    c.add("rect", x=sx + 10, y=c.h * 0.5 - R * 1.05 + 16, width=R * 2.1, height=R * 2.1, fill="#000", fill_opacity=0.25,
          filter=c.blur(14))
    vinyl(c, sx + R * 2.1, c.h * 0.5, R * 0.98, warm, acc)
    c.add("rect", x=sx, y=c.h * 0.5 - R * 1.05, width=R * 2.1, height=R * 2.1, fill=mid)
    c.add("circle", cx=sx + R * 1.05, cy=c.h * 0.5, r=R * 0.7, fill="none", stroke=light, stroke_opacity=0.35,
          stroke_width=R * 0.08)
    c.add("circle", cx=sx + R * 1.05, cy=c.h * 0.5, r=R * 0.42, fill=acc)
    c.add("path", d=wave_band(sx, sx + R * 2.1, c.h * 0.5 + R * 0.6, R * 0.06, R * 0.7, 0, c.h * 0.5 + R * 1.05),
          fill=deep, fill_opacity=0.5)


def m_skyline(c, rnd, P, night=True):
    deep, mid, acc, warm, light = P
    if night:
        bg_gradient(c, deep, mix(mid, warm, 0.4), 0)
        c.add("circle", cx=c.w * 0.72, cy=c.h * 0.25, r=c.w * 0.07, fill=light)
        glow(c, c.w * 0.72, c.h * 0.25, c.w * 0.22, light, 0.35)
        for _ in range(40):
            c.add("circle", cx=rnd.uniform(0, c.w), cy=rnd.uniform(0, c.h * 0.5), r=rnd.uniform(0.8, 2.2), fill=light,
                  fill_opacity=rnd.uniform(0.3, 0.9))
    else:
        bg_gradient(c, tint(mid, 0.5), tint(warm, 0.45), 0)
        c.add("circle", cx=c.w * 0.3, cy=c.h * 0.42, r=c.w * 0.12, fill=tint(warm, 0.2))
    skyline(c, rnd, -10, c.w + 10, c.h * 0.78, c.h * 0.12, c.h * 0.38, mix(mid, deep, 0.3), None, c.w * 0.04,
            c.w * 0.09, domes=True)
    skyline(c, rnd, -10, c.w + 10, c.h * 0.88, c.h * 0.08, c.h * 0.3, deep, acc if night else None, c.w * 0.05,
            c.w * 0.11)
    c.add("rect", x=0, y=c.h * 0.88, width=c.w, height=c.h * 0.12, fill=shade(deep, 0.3))
    for k in range(5):
        y = c.h * (0.9 + 0.02 * k)
        c.add("line", x1=rnd.uniform(0, c.w * 0.5), y1=y, x2=rnd.uniform(c.w * 0.5, c.w), y2=y, stroke=acc,
              stroke_opacity=0.25, stroke_width=2)


def m_bauhaus(c, rnd, P):
    deep, mid, acc, warm, light = P
    c.add("rect", width=c.w, height=c.h, fill=light)
    cols = [deep, mid, acc, warm, tint(mid, 0.5)]
    n = 4
    s = c.w / n
    rows = int(math.ceil(c.h / s))
    for i in range(n):
        for j in range(rows):
            x, y = i * s, j * s
            col = rnd.choice(cols)
            col2 = rnd.choice([q for q in cols if q != col])
            c.add("rect", x=x, y=y, width=s + 1, height=s + 1, fill=col2)
            k = rnd.randrange(5)
            if k == 0:
                corner = rnd.choice(((x, y), (x + s, y), (x, y + s), (x + s, y + s)))
                cid = c.uid("c")
                c.defs.append('<clipPath id="%s"><rect x="%s" y="%s" width="%s" height="%s"/></clipPath>' % (
                    cid, fmt(x), fmt(y), fmt(s + 1), fmt(s + 1)))
                c.add("circle", cx=corner[0], cy=corner[1], r=s, fill=col, clip_path="url(#%s)" % cid)
            elif k == 1:
                c.add("circle", cx=x + s / 2, cy=y + s / 2, r=s * 0.38, fill=col)
            elif k == 2:
                c.add("path", d="M%s %s A%s %s 0 0 1 %s %s Z" % (fmt(x), fmt(y + s / 2), fmt(s / 2), fmt(s / 2),
                                                               fmt(x + s), fmt(y + s / 2)), fill=col)
            elif k == 3:
                c.add("path", d=poly([(x, y), (x + s, y + s), (x, y + s)]), fill=col)
            else:
                for q in range(4):
                    c.add("rect", x=x + q * s / 4 + s / 16, y=y + s * 0.15, width=s / 8, height=s * 0.7, rx=s / 16,
                          fill=col)
    # quarter circles spill -> re-clip by redrawing grid lines
    c.raw("")


def m_radial(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, deep, shade(mid, 0.2), 0.7)
    cx, cy = c.w / 2, c.h / 2
    glow(c, cx, cy, min(c.w, c.h) * 0.45, acc, 0.55)
    N = 96
    r0 = min(c.w, c.h) * 0.22
    ph = [rnd.uniform(0, 6) for _ in range(3)]
    for k in range(N):
        a = 2 * math.pi * k / N
        v = 0.5 + 0.25 * math.sin(3 * a + ph[0]) + 0.15 * math.sin(7 * a + ph[1]) + 0.1 * math.sin(13 * a + ph[2])
        L = min(c.w, c.h) * (0.03 + 0.17 * v)
        col = mix(acc, warm, (math.sin(a + ph[0]) + 1) / 2)
        c.add("line", x1=cx + r0 * math.cos(a), y1=cy + r0 * math.sin(a), x2=cx + (r0 + L) * math.cos(a),
              y2=cy + (r0 + L) * math.sin(a), stroke=col, stroke_width=min(c.w, c.h) * 0.011, stroke_linecap="round")
    c.add("circle", cx=cx, cy=cy, r=r0 * 0.78, fill=light, fill_opacity=0.95)
    c.add("circle", cx=cx, cy=cy, r=r0 * 0.5, fill=mid)
    c.add("circle", cx=cx, cy=cy, r=r0 * 0.12, fill=light)


def m_mountains(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, tint(acc, 0.55), tint(warm, 0.5), 0)
    sx, sy = c.w * rnd.uniform(0.3, 0.7), c.h * 0.38
    c.add("circle", cx=sx, cy=sy, r=c.w * 0.12, fill=tint(warm, 0.15))
    for k in range(5):
        t = k / 4
        y = c.h * (0.48 + 0.12 * k)
        pts = [(-20, y)]
        x = -20
        while x < c.w + 40:
            x += rnd.uniform(c.w * 0.08, c.w * 0.18)
            pts.append((x, y - rnd.uniform(0, c.h * 0.12) * (1 - t * 0.4)))
        d = smooth(pts) + " L%s %s L-20 %s Z" % (fmt(c.w + 40.0), fmt(float(c.h + 10)), fmt(float(c.h + 10)))
        c.add("path", d=d, fill=mix(tint(mid, 0.45), deep, t))
    for k in range(3):
        bx, by = sx + rnd.uniform(-150, 150) * c.w / 800, sy + rnd.uniform(-120, -40) * c.h / 800
        c.add("path", d="M%s %s q8 -8 16 0 q8 -8 16 0" % (fmt(bx), fmt(by)), fill="none", stroke=deep,
              stroke_width=3, stroke_linecap="round")


def m_arcs(c, rnd, P):
    deep, mid, acc, warm, light = P
    c.add("rect", width=c.w, height=c.h, fill=light)
    cx, cy = c.w / 2, c.h * 0.82
    cols = [deep, mid, acc, warm, tint(acc, 0.4), tint(mid, 0.6)]
    rnd.shuffle(cols)
    band = min(c.w, c.h) * 0.07
    for k in range(6, 0, -1):
        r = band * (k + 1.2)
        c.add("path", d="M%s %s A%s %s 0 0 1 %s %s Z" % (fmt(cx - r), fmt(cy), fmt(r), fmt(r), fmt(cx + r), fmt(cy)),
              fill=cols[k - 1])
    c.add("circle", cx=cx, cy=cy - band * 0.3, r=band * 0.9, fill=light)
    c.add("rect", x=0, y=cy, width=c.w, height=c.h - cy, fill=shade(light, 0.06))
    c.add("circle", cx=c.w * 0.8, cy=c.h * 0.18, r=band * 0.8, fill=acc)


COVER_MOTIFS = [m_waves, m_eq, m_rings, m_sunburst, m_vinyl, m_skyline, m_bauhaus, m_radial, m_mountains, m_arcs]
MOTIF_WORDS = {
    "m_waves": "layered ocean waves under a glowing sun",
    "m_eq": "glowing equalizer bars",
    "m_rings": "concentric sound-ripple circles",
    "m_sunburst": "a retro sunburst with nested circles",
    "m_vinyl": "a vinyl record sliding out of its sleeve",
    "m_skyline": "a city skyline at night under the moon",
    "m_bauhaus": "bold geometric circles and stripes",
    "m_radial": "a circular audio waveform",
    "m_mountains": "layered hills at sunrise",
    "m_arcs": "concentric rainbow arches",
}
PAL_WORDS = ["navy and saffron", "teal and sand", "plum and peach", "forest green and mint", "navy and aqua",
             "wine and apricot", "slate and bronze", "ink and coral", "ocean blue", "terracotta and turmeric",
             "lagoon teal", "lavender dusk"]


def cover(i):
    rnd = random.Random(5000 + i)
    m = COVER_MOTIFS[(i - 1) % len(COVER_MOTIFS)]
    pi = (i * 5 + (i - 1) // 10) % len(PALETTES)
    c = Canvas(800, 800)
    m(c, rnd, PALETTES[pi])
    return c.svg(), "Abstract podcast cover art: %s in %s tones" % (MOTIF_WORDS[m.__name__], PAL_WORDS[pi])


# ---------------------------------------------------------------- scenes
def performer(c, x, base, s, sil):
    """Standing singer silhouette (head, shoulders, arms, legs) at a mic stand."""
    c.add("circle", cx=x, cy=base - 330 * s, r=27 * s, fill=sil)
    c.add("rect", x=x - 10 * s, y=base - 310 * s, width=20 * s, height=24 * s, fill=sil)
    c.add("path", d="M%s %s C%s %s %s %s %s %s L%s %s L%s %s L%s %s C%s %s %s %s %s %s Z" % tuple(fmt(v) for v in (
        x - 58 * s, base - 278 * s, x - 60 * s, base - 296 * s, x - 40 * s, base - 292 * s, x, base - 292 * s,
        x + 40 * s, base - 292 * s, x + 38 * s, base - 160 * s, x - 38 * s, base - 160 * s,
        x - 40 * s, base - 200 * s, x - 58 * s, base - 250 * s, x - 58 * s, base - 278 * s)), fill=sil)
    c.add("path", d="M%s %s C%s %s %s %s %s %s" % tuple(fmt(v) for v in (
        x + 30 * s, base - 290 * s, x + 62 * s, base - 286 * s, x + 62 * s, base - 250 * s, x + 66 * s, base - 205 * s)),
          fill="none", stroke=sil, stroke_width=22 * s, stroke_linecap="round")
    c.add("path", d="M%s %s L%s %s L%s %s" % tuple(fmt(v) for v in (
        x - 48 * s, base - 270 * s, x - 20 * s, base - 232 * s, x + 48 * s, base - 300 * s)), fill="none", stroke=sil,
          stroke_width=20 * s, stroke_linecap="round", stroke_linejoin="round")
    for k in (-1, 1):
        c.add("path", d="M%s %s L%s %s" % tuple(fmt(v) for v in (x + k * 18 * s, base - 170 * s, x + k * 28 * s, base)),
              stroke=sil, stroke_width=30 * s, stroke_linecap="round")
    # mic on stand in front of the face
    c.add("line", x1=x + 52 * s, y1=base, x2=x + 52 * s, y2=base - 250 * s, stroke=sil, stroke_width=7 * s)
    c.add("line", x1=x + 52 * s, y1=base - 250 * s, x2=x + 38 * s, y2=base - 310 * s, stroke=sil, stroke_width=7 * s)
    c.add("ellipse", cx=x + 34 * s, cy=base - 318 * s, rx=9 * s, ry=16 * s, fill=sil,
          transform="rotate(20 %s %s)" % (fmt(x + 34 * s), fmt(base - 318 * s)))
    c.add("path", d=poly([(x + 12 * s, base), (x + 52 * s, base - 14 * s), (x + 92 * s, base)]), fill=sil)


def s_stage(c, rnd, P, performer_on=True):
    deep, mid, acc, warm, light = P
    bg_gradient(c, shade(deep, 0.45), mix(deep, mid, 0.4), 0)
    glow(c, c.w / 2, c.h * 0.6, c.w * 0.6, mid, 0.8)
    n = rnd.choice((4, 5, 6))
    srcs = [(c.w * (k + 0.5) / n, -10, rnd.uniform(-0.35, 0.35)) for k in range(n)]
    beams(c, rnd, srcs, [acc, warm, tint(acc, 0.3)], c.h * 1.1, 0.12, 0.6)
    bokeh(c, rnd, 25, [acc, warm, light], (0, 0, c.w, c.h * 0.6), 4, 16, 0.15, 0.4, 2)
    # stage floor, lit from above
    top = c.h * 0.7
    c.add("rect", x=0, y=top, width=c.w, height=c.h - top,
          fill=c.lin([(0, mix(mid, acc, 0.35)), (0.5, mix(deep, mid, 0.3)), (1, shade(deep, 0.3))]))
    c.add("rect", x=0, y=top, width=c.w, height=3, fill=tint(acc, 0.4), fill_opacity=0.8)
    glow(c, c.w * 0.5, top + 10, c.w * 0.3, warm, 0.4)
    if performer_on:
        performer(c, c.w * rnd.uniform(0.42, 0.58), top + 30 * c.h / 800, c.h / 800 * 1.05, "#08080C")
    crowd(c, rnd, c.h + 40, "#06060A", c.h / 800 * 1.5, 1.0, 0.45)


def s_studio(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, mix(deep, mid, 0.4), shade(deep, 0.3), 0.8)
    bokeh(c, rnd, 30, [acc, warm, light, mid], (0, 0, c.w, c.h), 20, 70, 0.12, 0.4, 6)
    # acoustic panel grid on the wall
    for i in range(6):
        for j in range(4):
            c.add("rect", x=c.w * 0.05 + i * 70 * c.w / 1200, y=c.h * 0.08 + j * 70 * c.h / 800, width=60 * c.w / 1200,
                  height=60 * c.h / 800, rx=6, fill=light, fill_opacity=0.04 + 0.04 * ((i + j) % 2))
    # on-air lamp (no text)
    lx, ly = c.w * 0.78, c.h * 0.14
    glow(c, lx, ly, 140, "#FF3B3B", 0.6)
    c.add("rect", x=lx - 70, y=ly - 22, width=140, height=44, rx=22, fill="#FF4D4D")
    c.add("rect", x=lx - 60, y=ly - 14, width=120, height=10, rx=5, fill="#FFFFFF", fill_opacity=0.3)
    # desk + console
    c.add("path", d=poly([(0, c.h * 0.78), (c.w, c.h * 0.72), (c.w, c.h), (0, c.h)]), fill=shade(deep, 0.5))
    for k in range(14):
        x = c.w * 0.4 + k * 34
        c.add("rect", x=x, y=c.h * 0.8 - k * 2, width=8, height=60, rx=4, fill="#000", fill_opacity=0.5)
        fy = c.h * 0.8 - k * 2 + rnd.uniform(5, 45)
        c.add("rect", x=x - 6, y=fy, width=20, height=10, rx=3, fill=rnd.choice((acc, warm, light)))
    broadcast_mic(c, c.w * 0.26, c.h * 0.46, c.h / 800 * 1.1, "#1C1C22", "#3A3D4A", acc, -14)
    # boom arm
    c.add("path", d="M%s %s L%s %s L%s %s" % tuple(fmt(v) for v in (
        c.w * 0.26 + 40, c.h * 0.46 + 120, c.w * 0.05, c.h * 0.2, -20, c.h * 0.35)), fill="none", stroke="#1C1C22",
          stroke_width=14, stroke_linejoin="round")


def s_meet(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, mix(deep, warm, 0.25), deep, 0.3)
    bokeh(c, rnd, 40, [warm, acc, light], (0, 0, c.w, c.h * 0.7), 10, 50, 0.15, 0.5, 5)
    string_lights(c, rnd, -20, c.h * 0.12, c.w * 0.55, c.h * 0.1, c.h * 0.12, 9, [warm, light, acc])
    string_lights(c, rnd, c.w * 0.45, c.h * 0.08, c.w + 20, c.h * 0.16, c.h * 0.1, 9, [warm, light, acc])
    crowd(c, rnd, c.h + 60, mix(deep, mid, 0.35), c.h / 800 * 2.2, 0.9, 0.15)
    crowd(c, rnd, c.h + 140, shade(deep, 0.6), c.h / 800 * 3.2, 0.8, 0.25)


def s_traffic(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, deep, mix(mid, warm, 0.3), 0)
    skyline(c, rnd, -10, c.w + 10, c.h * 0.55, c.h * 0.08, c.h * 0.3, shade(deep, 0.3), warm, 30, 70)
    # road in perspective
    vx, vy = c.w * 0.5, c.h * 0.55
    c.add("path", d=poly([(vx - 20, vy), (vx + 20, vy), (c.w * 1.2, c.h), (-c.w * 0.2, c.h)]), fill=shade(deep, 0.45))
    f = c.blur(2.5)
    g = []
    for k in range(14):
        t0 = rnd.uniform(0, 1)
        side = rnd.choice((-1, 1))
        col = "#FF5A4E" if side < 0 else "#FFE8A3"
        off = rnd.uniform(0.05, 0.7)
        x0, y0 = vx + side * 8 * off, vy
        x1, y1 = vx + side * c.w * 0.65 * off, c.h
        g.append(el("line", x1=x0 + (x1 - x0) * t0 * 0.3, y1=y0 + (y1 - y0) * t0 * 0.3, x2=x1, y2=y1, stroke=col,
                    stroke_width=rnd.uniform(2, 6), stroke_opacity=rnd.uniform(0.5, 0.95), stroke_linecap="round"))
    c.raw('<g filter="%s">%s</g>' % (f, "".join(g)))
    glow(c, vx, vy, c.w * 0.25, warm, 0.4)


def s_monsoon(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, mix(mid, "#5F6B7A", 0.5), shade(deep, 0.1), 0)
    for k in range(4):
        y = c.h * (0.05 + 0.08 * k)
        pts = [(-50, y + 40)]
        x = -50
        while x < c.w + 60:
            x += rnd.uniform(60, 120)
            pts.append((x, y - rnd.uniform(0, 50)))
        c.add("path", d=smooth(pts) + " L%s -10 L-50 -10 Z" % fmt(c.w + 60.0), fill=mix("#8A96A8", deep, k * 0.18),
              fill_opacity=0.9)
    skyline(c, rnd, -10, c.w + 10, c.h * 0.8, c.h * 0.1, c.h * 0.35, mix(deep, mid, 0.2), warm, 30, 80)
    # rain
    g = []
    for _ in range(260):
        x, y = rnd.uniform(-50, c.w), rnd.uniform(0, c.h)
        L = rnd.uniform(20, 46)
        g.append(el("line", x1=x, y1=y, x2=x + L * 0.25, y2=y + L, stroke=light, stroke_opacity=rnd.uniform(0.2, 0.55),
                    stroke_width=rnd.uniform(1.2, 2.4), stroke_linecap="round"))
    c.raw("".join(g))
    c.add("rect", x=0, y=c.h * 0.8, width=c.w, height=c.h * 0.2, fill=shade(deep, 0.35))
    for _ in range(6):
        x, y = rnd.uniform(0, c.w), rnd.uniform(c.h * 0.84, c.h * 0.97)
        for r in (1, 2, 3):
            c.add("ellipse", cx=x, cy=y, rx=16 * r, ry=4 * r, fill="none", stroke=light, stroke_opacity=0.35 / r,
                  stroke_width=2)
    # umbrellas
    for k in range(3):
        x = c.w * (0.2 + 0.3 * k) + rnd.uniform(-40, 40)
        base = c.h * 0.92
        col = (acc, warm, tint(mid, 0.3))[k]
        s = rnd.uniform(0.9, 1.1)
        c.add("path", d="M%s %s A%s %s 0 0 1 %s %s Q%s %s %s %s Q%s %s %s %s Z" % tuple(fmt(v) for v in (
            x - 70 * s, base - 150 * s, 70 * s, 55 * s, x + 70 * s, base - 150 * s, x + 35 * s, base - 165 * s, x,
            base - 150 * s, x - 35 * s, base - 165 * s, x - 70 * s, base - 150 * s)), fill=col)
        c.add("line", x1=x, y1=base - 150 * s, x2=x, y2=base - 100 * s, stroke="#1A1A1A", stroke_width=4)
        c.add("circle", cx=x, cy=base - 118 * s, r=13 * s, fill=shade(deep, 0.6))
        c.add("rect", x=x - 20 * s, y=base - 104 * s, width=40 * s, height=104 * s, rx=14 * s, fill=shade(deep, 0.6))


def s_cricket(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, shade(deep, 0.3), mix(deep, mid, 0.5), 0)
    for k, x in enumerate((0.12, 0.88)):
        lx, ly = c.w * x, c.h * 0.12
        srcs = [(lx, ly, (0.5 if x < 0.5 else -0.5))]
        beams(c, rnd, srcs, light, c.h * 1.2, 0.22, 0.35)
        for i in range(3):
            for j in range(2):
                c.add("circle", cx=lx - 20 + i * 20, cy=ly - 10 + j * 18, r=7, fill="#FFFFFF")
    # stadium stands
    c.add("path", d="M0 %s Q%s %s %s %s L%s %s L0 %s Z" % tuple(fmt(v) for v in (
        c.h * 0.55, c.w / 2, c.h * 0.42, c.w, c.h * 0.55, c.w, c.h * 0.65, c.h * 0.65)), fill=shade(mid, 0.4))
    bokeh(c, rnd, 70, [light, warm, acc], (0, c.h * 0.45, c.w, c.h * 0.62), 2, 6, 0.3, 0.7, 1)
    # field
    c.add("path", d="M0 %s Q%s %s %s %s L%s %s L0 %s Z" % tuple(fmt(v) for v in (
        c.h * 0.65, c.w / 2, c.h * 0.58, c.w, c.h * 0.65, c.w, c.h, c.h)), fill=c.lin([(0, "#2F7D4A"), (1, "#1B4D2C")]))
    for k in range(6):
        c.add("path", d="M%s %s L%s %s L%s %s L%s %s Z" % tuple(fmt(v) for v in (
            c.w * k / 6, c.h, c.w * (k + 0.5) / 6, c.h, c.w * 0.5 + (k - 2.5) * 40, c.h * 0.62,
            c.w * 0.5 + (k - 3) * 40, c.h * 0.62)), fill="#FFFFFF", fill_opacity=0.04)
    # stumps
    sx = c.w * 0.22
    for k in range(3):
        c.add("rect", x=sx + k * 22, y=c.h * 0.62, width=9, height=c.h * 0.24, rx=3, fill="#F1E3C8")
    c.add("rect", x=sx - 2, y=c.h * 0.615, width=28, height=6, rx=3, fill="#E0C9A0")
    c.add("rect", x=sx + 24, y=c.h * 0.615, width=28, height=6, rx=3, fill="#E0C9A0")
    # ball with seam
    bx, by, r = c.w * 0.64, c.h * 0.6, c.h * 0.2
    glow(c, bx, by, r * 2, "#FF6B5A", 0.35)
    c.add("circle", cx=bx, cy=by, r=r, fill=c.rad([(0, "#E5463B"), (1, "#8E1B16")], 0.4, 0.35, 0.7))
    c.add("path", d="M%s %s C%s %s %s %s %s %s" % tuple(fmt(v) for v in (
        bx - r * 0.5, by - r * 0.87, bx - r * 0.05, by - r * 0.4, bx - r * 0.05, by + r * 0.4, bx - r * 0.5,
        by + r * 0.87)), fill="none", stroke="#F5E6CC", stroke_width=r * 0.05, stroke_dasharray="%s %s" % (
        fmt(r * 0.06), fmt(r * 0.05)))
    c.add("path", d="M%s %s C%s %s %s %s %s %s" % tuple(fmt(v) for v in (
        bx - r * 0.38, by - r * 0.92, bx + r * 0.08, by - r * 0.4, bx + r * 0.08, by + r * 0.4, bx - r * 0.38,
        by + r * 0.92)), fill="none", stroke="#F5E6CC", stroke_width=r * 0.05, stroke_dasharray="%s %s" % (
        fmt(r * 0.06), fmt(r * 0.05)))
    c.add("ellipse", cx=bx - r * 0.35, cy=by - r * 0.4, rx=r * 0.25, ry=r * 0.15, fill="#FFFFFF", fill_opacity=0.25)
    # motion streaks
    for k in range(4):
        y = by - r * 0.5 + k * r * 0.33
        c.add("line", x1=bx - r * 1.2 - k * 30, y1=y, x2=bx - r * 3.2 - k * 40, y2=y, stroke=light, stroke_opacity=0.3,
              stroke_width=5, stroke_linecap="round")


def s_mandala(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, deep, shade(mid, 0.3), 0.6)
    cx, cy = c.w * rnd.choice((0.5, 0.62)), c.h * 0.5
    glow(c, cx, cy, c.h * 0.6, warm, 0.35)
    R = c.h * 0.42
    rings = [(1.0, 16, warm), (0.8, 12, acc), (0.6, 10, tint(mid, 0.4)), (0.42, 8, light), (0.26, 8, warm)]
    for (f, n, col) in rings:
        for k in range(n):
            a = 2 * math.pi * k / n
            x, y = cx + R * f * 0.72 * math.cos(a), cy + R * f * 0.72 * math.sin(a)
            deg = math.degrees(a) + 90
            c.raw('<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="%s" fill-opacity="0.9" transform="rotate(%s %s %s)"/>'
                  % (fmt(x), fmt(y), fmt(R * f * 0.12), fmt(R * f * 0.3), col, fmt(deg), fmt(x), fmt(y)))
        c.add("circle", cx=cx, cy=cy, r=R * f * 0.55, fill="none", stroke=col, stroke_width=3, stroke_opacity=0.6,
              stroke_dasharray="2 10", stroke_linecap="round")
    c.add("circle", cx=cx, cy=cy, r=R * 0.12, fill=acc)
    c.add("circle", cx=cx, cy=cy, r=R * 0.05, fill=light)
    for k in range(30):
        a = rnd.uniform(0, 2 * math.pi)
        d = rnd.uniform(R * 1.05, R * 1.8)
        c.add("circle", cx=cx + d * math.cos(a), cy=cy + d * math.sin(a), r=rnd.uniform(2, 5), fill=warm,
              fill_opacity=0.6)


def s_diyas(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, shade(deep, 0.3), deep, 0.2)
    bokeh(c, rnd, 45, [warm, acc, "#FFD27A"], (0, 0, c.w, c.h * 0.65), 10, 45, 0.15, 0.5, 6)
    n = 7
    for k in range(n):
        x = c.w * (k + 0.5) / n + rnd.uniform(-20, 20)
        y = c.h * 0.8 + rnd.uniform(-30, 30)
        s = rnd.uniform(0.8, 1.15)
        glow(c, x, y - 60 * s, 120 * s, "#FFB347", 0.55)
        c.add("path", d="M%s %s Q%s %s %s %s Q%s %s %s %s Z" % tuple(fmt(v) for v in (
            x - 60 * s, y - 20 * s, x, y + 50 * s, x + 60 * s, y - 20 * s, x, y - 5 * s, x - 60 * s, y - 20 * s)),
              fill=rnd.choice((acc, "#C8553D", "#B5651D")))
        c.add("path", d="M%s %s Q%s %s %s %s" % tuple(fmt(v) for v in (
            x - 50 * s, y - 12 * s, x, y + 28 * s, x + 50 * s, y - 12 * s)), fill="none", stroke=warm,
              stroke_width=3, stroke_dasharray="4 6")
        c.add("path", d="M%s %s C%s %s %s %s %s %s C%s %s %s %s %s %s Z" % tuple(fmt(v) for v in (
            x, y - 75 * s, x + 16 * s, y - 50 * s, x + 12 * s, y - 22 * s, x, y - 18 * s, x - 12 * s, y - 22 * s,
            x - 16 * s, y - 50 * s, x, y - 75 * s)), fill="#FFC94D")
        c.add("ellipse", cx=x, cy=y - 32 * s, rx=5 * s, ry=10 * s, fill="#FFF5D6")


def s_kites(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, tint(mid, 0.55), tint(warm, 0.6), 0)
    c.add("circle", cx=c.w * 0.8, cy=c.h * 0.25, r=c.h * 0.12, fill=tint(warm, 0.3))
    cols = [acc, warm, mid, deep, "#E63946", "#2A9D8F"]
    for k in range(7):
        x, y = rnd.uniform(0.08, 0.92) * c.w, rnd.uniform(0.1, 0.55) * c.h
        s = rnd.uniform(0.5, 1.2)
        rot = rnd.uniform(-25, 25)
        col = rnd.choice(cols)
        g = [el("path", d=poly([(0, -60 * s), (48 * s, 0), (0, 70 * s), (-48 * s, 0)]), fill=col),
             el("path", d=poly([(0, -60 * s), (48 * s, 0), (0, 0)]), fill="#FFFFFF", fill_opacity=0.25),
             el("line", x1=0, y1=-60 * s, x2=0, y2=70 * s, stroke="#000", stroke_opacity=0.25, stroke_width=2),
             el("path", d=poly([(0, 60 * s), (12 * s, 84 * s), (-12 * s, 84 * s)]), fill=rnd.choice(cols))]
        c.raw('<g transform="translate(%s %s) rotate(%s)">%s</g>' % (fmt(x), fmt(y), fmt(rot), "".join(g)))
        c.add("path", d="M%s %s Q%s %s %s %s" % tuple(fmt(v) for v in (
            x, y + 70 * s, x + rnd.uniform(-80, 80), y + 200, rnd.uniform(0.3, 0.7) * c.w, c.h)), fill="none",
              stroke=deep, stroke_opacity=0.35, stroke_width=1.5)
    skyline(c, rnd, -10, c.w + 10, c.h, c.h * 0.08, c.h * 0.2, mix(deep, mid, 0.3), None, 40, 90, domes=True)


def s_track(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, tint(warm, 0.4), acc, 0)
    c.add("circle", cx=c.w * 0.5, cy=c.h * 0.5, r=c.h * 0.2, fill=tint(warm, 0.6))
    glow(c, c.w * 0.5, c.h * 0.5, c.h * 0.6, light, 0.5)
    skyline(c, rnd, -10, c.w + 10, c.h * 0.58, c.h * 0.04, c.h * 0.16, mix(mid, acc, 0.3), None, 30, 70)
    c.add("rect", x=0, y=c.h * 0.58, width=c.w, height=c.h * 0.42, fill="#B5533C")
    for k in range(-6, 7):
        c.add("line", x1=c.w * 0.5 + k * 12, y1=c.h * 0.58, x2=c.w * 0.5 + k * c.w * 0.16, y2=c.h, stroke="#FFFFFF",
              stroke_opacity=0.8, stroke_width=3)
    # finish ribbon + runner silhouettes (simple abstract figures)
    c.add("path", d="M0 %s Q%s %s %s %s" % (fmt(c.h * 0.64), fmt(c.w / 2), fmt(c.h * 0.7), fmt(c.w), fmt(c.h * 0.62)),
          fill="none", stroke=light, stroke_width=6)
    for k, x in enumerate((0.3, 0.46, 0.62, 0.76)):
        s = c.h / 675 * (1.0 + 0.1 * k)
        rx, ry = c.w * x, c.h * 0.92
        col = shade(deep, 0.2)
        g = [el("circle", cx=0, cy=-170 * s, r=16 * s, fill=col),
             el("line", x1=0, y1=-150 * s, x2=-10 * s, y2=-80 * s, stroke=col, stroke_width=22 * s, stroke_linecap="round"),
             el("path", d="M%s %s L%s %s L%s %s" % tuple(fmt(v) for v in (-10 * s, -80 * s, 30 * s, -40 * s, 10 * s, 0)),
                fill="none", stroke=col, stroke_width=14 * s, stroke_linecap="round", stroke_linejoin="round"),
             el("path", d="M%s %s L%s %s L%s %s" % tuple(fmt(v) for v in (-10 * s, -80 * s, -40 * s, -40 * s, -75 * s, -50 * s)),
                fill="none", stroke=col, stroke_width=14 * s, stroke_linecap="round", stroke_linejoin="round"),
             el("path", d="M%s %s L%s %s L%s %s" % tuple(fmt(v) for v in (0, -140 * s, 30 * s, -110 * s, 45 * s, -140 * s)),
                fill="none", stroke=col, stroke_width=10 * s, stroke_linecap="round", stroke_linejoin="round"),
             el("path", d="M%s %s L%s %s L%s %s" % tuple(fmt(v) for v in (0, -140 * s, -30 * s, -115 * s, -50 * s, -90 * s)),
                fill="none", stroke=col, stroke_width=10 * s, stroke_linecap="round", stroke_linejoin="round")]
        c.raw('<g transform="translate(%s %s)">%s</g>' % (fmt(rx), fmt(ry), "".join(g)))
        for q in range(3):
            c.add("line", x1=rx - 70 * s - q * 12, y1=ry - 150 * s + q * 30 * s, x2=rx - 130 * s - q * 20,
                  y2=ry - 150 * s + q * 30 * s, stroke=light, stroke_opacity=0.5, stroke_width=4, stroke_linecap="round")


def s_food(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, shade(deep, 0.2), mix(deep, warm, 0.3), 0)
    bokeh(c, rnd, 35, [warm, acc, "#FFD27A"], (0, 0, c.w, c.h * 0.55), 10, 40, 0.2, 0.5, 5)
    string_lights(c, rnd, -20, c.h * 0.08, c.w + 20, c.h * 0.1, c.h * 0.1, 14, ["#FFD27A", warm, acc])
    # stall canopies with scalloped edges
    for k in range(3):
        x0 = c.w * (0.02 + 0.33 * k)
        w = c.w * 0.3
        y0 = c.h * 0.28
        col = (acc, warm, tint(mid, 0.3))[k]
        c.add("path", d=poly([(x0, y0 + 60), (x0 + w * 0.1, y0), (x0 + w * 0.9, y0), (x0 + w, y0 + 60)]), fill=col)
        for q in range(6):
            cx = x0 + w * (q + 0.5) / 6
            c.add("circle", cx=cx, cy=y0 + 60, r=w / 12, fill=col if q % 2 else tint(col, 0.4))
        c.add("rect", x=x0 + 8, y=y0 + 60, width=6, height=c.h * 0.4, fill=shade(deep, 0.5))
        c.add("rect", x=x0 + w - 14, y=y0 + 60, width=6, height=c.h * 0.4, fill=shade(deep, 0.5))
        glow(c, x0 + w / 2, y0 + 120, w * 0.45, "#FFD27A", 0.35)
    # counter with bowls and steam
    c.add("rect", x=0, y=c.h * 0.74, width=c.w, height=c.h * 0.26, fill=shade(deep, 0.45))
    for k in range(6):
        x = c.w * (k + 0.5) / 6
        y = c.h * 0.76
        c.add("path", d="M%s %s A60 42 0 0 0 %s %s Z" % (fmt(x - 60), fmt(y), fmt(x + 60), fmt(y)),
              fill=rnd.choice((light, tint(acc, 0.4), warm)))
        c.add("ellipse", cx=x, cy=y, rx=60, ry=10, fill=rnd.choice(("#C1502E", "#E9A03B", "#7A9E3E")))
        for q in (-1, 0, 1):
            c.add("path", d="M%s %s c-14 -20 14 -30 0 -50 c-14 -20 14 -30 0 -50" % (fmt(x + q * 22), fmt(y - 16)),
                  fill="none", stroke=light, stroke_opacity=0.35, stroke_width=5, stroke_linecap="round")


def s_heritage(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, tint(warm, 0.35), tint(acc, 0.1), 0)
    c.add("circle", cx=c.w * 0.5, cy=c.h * 0.45, r=c.h * 0.3, fill=tint(warm, 0.55))
    col = mix(deep, mid, 0.2)
    base = c.h * 0.85
    # central domed gateway with arches and minarets
    cx = c.w * 0.5
    c.add("rect", x=cx - 220, y=base - 260, width=440, height=260, fill=col)
    c.add("path", d="M%s %s C%s %s %s %s %s %s C%s %s %s %s %s %s Z" % tuple(fmt(v) for v in (
        cx - 130, base - 260, cx - 140, base - 380, cx - 20, base - 400, cx, base - 440, cx + 20, base - 400,
        cx + 140, base - 380, cx + 130, base - 260)), fill=col)
    for k in (-1, 1):
        mx = cx + k * 250
        c.add("rect", x=mx - 18, y=base - 400, width=36, height=400, fill=col)
        c.add("path", d="M%s %s Q%s %s %s %s Q%s %s %s %s Z" % tuple(fmt(v) for v in (
            mx - 24, base - 400, mx - 20, base - 440, mx, base - 460, mx + 20, base - 440, mx + 24, base - 400)), fill=col)
        for y in (base - 300, base - 200):
            c.add("rect", x=mx - 24, y=y, width=48, height=8, fill=col)
    c.add("path", d="M%s %s L%s %s A70 90 0 0 1 %s %s L%s %s Z" % tuple(fmt(v) for v in (
        cx - 70, base, cx - 70, base - 140, cx + 70, base - 140, cx + 70, base)), fill=tint(warm, 0.3))
    for k in (-1, 1):
        ax = cx + k * 150
        c.add("path", d="M%s %s L%s %s A35 45 0 0 1 %s %s L%s %s Z" % tuple(fmt(v) for v in (
            ax - 35, base - 40, ax - 35, base - 120, ax + 35, base - 120, ax + 35, base - 40)), fill=tint(warm, 0.2),
              fill_opacity=0.8)
    skyline(c, rnd, -10, cx - 290, base, 40, 130, mix(col, light, 0.3), None, 40, 80, domes=True)
    skyline(c, rnd, cx + 290, c.w + 10, base, 40, 130, mix(col, light, 0.3), None, 40, 80, domes=True)
    c.add("rect", x=0, y=base, width=c.w, height=c.h - base, fill=shade(col, 0.2))
    for k in range(3):
        bx, by = c.w * rnd.uniform(0.15, 0.85), c.h * rnd.uniform(0.1, 0.3)
        c.add("path", d="M%s %s q10 -10 20 0 q10 -10 20 0" % (fmt(bx), fmt(by)), fill="none", stroke=col,
              stroke_width=3, stroke_linecap="round")


def s_yoga(c, rnd, P):
    deep, mid, acc, warm, light = P
    m_mountains(c, rnd, P)
    x, base = c.w * 0.5, c.h * 0.93
    col = shade(deep, 0.3)
    s = c.h / 675
    c.add("ellipse", cx=x, cy=base, rx=110 * s, ry=14 * s, fill=col)
    c.add("path", d="M%s %s Q%s %s %s %s Q%s %s %s %s Z" % tuple(fmt(v) for v in (
        x - 100 * s, base - 8 * s, x, base - 70 * s, x + 100 * s, base - 8 * s, x, base + 5 * s, x - 100 * s,
        base - 8 * s)), fill=col)
    c.add("path", d="M%s %s L%s %s L%s %s L%s %s Z" % tuple(fmt(v) for v in (
        x - 34 * s, base - 40 * s, x - 24 * s, base - 140 * s, x + 24 * s, base - 140 * s, x + 34 * s, base - 40 * s)),
          fill=col)
    c.add("circle", cx=x, cy=base - 165 * s, r=22 * s, fill=col)
    for k in (-1, 1):
        c.add("path", d="M%s %s L%s %s L%s %s" % tuple(fmt(v) for v in (
            x + k * 22 * s, base - 130 * s, x + k * 62 * s, base - 80 * s, x + k * 80 * s, base - 40 * s)), fill="none",
              stroke=col, stroke_width=14 * s, stroke_linecap="round", stroke_linejoin="round")


def s_books(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, tint(light, 0.2), tint(warm, 0.5), 0.4)
    glow(c, c.w * 0.5, c.h * 0.3, c.w * 0.4, "#FFFFFF", 0.6)
    cols = [deep, mid, acc, warm, "#E76F51", "#2A9D8F", "#264653", "#B5838D"]
    shelf_y = [c.h * 0.38, c.h * 0.68, c.h * 0.98]
    for sy in shelf_y:
        x = c.w * 0.08
        while x < c.w * 0.92:
            w = rnd.uniform(22, 46)
            h = rnd.uniform(0.16, 0.24) * c.h
            col = rnd.choice(cols)
            if rnd.random() < 0.1:
                x += 30
                continue
            c.add("rect", x=x, y=sy - h, width=w, height=h, rx=3, fill=col)
            c.add("rect", x=x + 4, y=sy - h + 14, width=w - 8, height=4, fill=light, fill_opacity=0.5)
            c.add("rect", x=x + 4, y=sy - 22, width=w - 8, height=4, fill=light, fill_opacity=0.5)
            x += w + 3
        c.add("rect", x=c.w * 0.05, y=sy, width=c.w * 0.9, height=14, rx=4, fill=shade(warm, 0.45))
    # floating open book
    bx, by = c.w * 0.78, c.h * 0.2


def s_dj(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, shade(deep, 0.45), mix(deep, mid, 0.5), 0.5)
    beams(c, rnd, [(c.w * 0.2, -10, 0.4), (c.w * 0.8, -10, -0.4), (c.w * 0.5, -10, 0.1)], acc, c.h * 1.2, 0.1, 0.5)
    beams(c, rnd, [(c.w * 0.35, -10, -0.25), (c.w * 0.65, -10, 0.3)], warm, c.h * 1.2, 0.08, 0.45)
    # deck
    c.add("path", d=poly([(c.w * 0.05, c.h * 0.62), (c.w * 0.95, c.h * 0.62), (c.w, c.h), (0, c.h)]),
          fill=shade(deep, 0.6))
    for k, x in enumerate((0.3, 0.7)):
        cx, cy = c.w * x, c.h * 0.8
        c.raw('<g transform="translate(%s %s) scale(1 0.42) translate(%s %s)">' % (fmt(cx), fmt(cy), fmt(-cx), fmt(-cy)))
        vinyl(c, cx, cy, c.h * 0.28, acc if k else warm, mid)
        c.raw("</g>")
    for k in range(5):
        c.add("rect", x=c.w * 0.47 + k * 14, y=c.h * 0.72, width=6, height=50, rx=3, fill="#000")
        c.add("rect", x=c.w * 0.47 + k * 14 - 5, y=c.h * 0.72 + rnd.uniform(4, 40), width=16, height=8, rx=3, fill=light)
    crowd(c, rnd, c.h + 80, shade(deep, 0.8), c.h / 800 * 1.6, 1.0, 0.5, x0=-20)


def s_gifts(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, mid, deep, 0.6)
    glow(c, c.w * 0.5, c.h * 0.55, c.w * 0.45, acc, 0.5)
    confetti(c, rnd, 80, [acc, warm, light, tint(mid, 0.5)])
    for k, (x, w, h) in enumerate(((0.36, 200, 170), (0.56, 260, 230), (0.72, 160, 130))):
        cx = c.w * x
        base = c.h * 0.9
        col = (warm, acc, tint(mid, 0.45))[k]
        rib = (acc, light, warm)[k]
        c.add("rect", x=cx - w / 2, y=base - h, width=w, height=h, rx=8, fill=col)
        c.add("rect", x=cx - w / 2 - 12, y=base - h - 40, width=w + 24, height=48, rx=8, fill=shade(col, 0.1))
        c.add("rect", x=cx - 14, y=base - h - 40, width=28, height=h + 40, fill=rib)
        c.add("ellipse", cx=cx - 36, cy=base - h - 58, rx=38, ry=22, fill="none", stroke=rib, stroke_width=14,
              transform="rotate(-20 %s %s)" % (fmt(cx - 36), fmt(base - h - 58)))
        c.add("ellipse", cx=cx + 36, cy=base - h - 58, rx=38, ry=22, fill="none", stroke=rib, stroke_width=14,
              transform="rotate(20 %s %s)" % (fmt(cx + 36), fmt(base - h - 58)))
        c.add("circle", cx=cx, cy=base - h - 46, r=14, fill=rib)


def s_trophy(c, rnd, P):
    deep, mid, acc, warm, light = P
    m_sunburst(c, rnd, (deep, mid, deep, mid, light))
    confetti(c, rnd, 50, [warm, light, "#FFE08A"])
    cx, cy = c.w * 0.5, c.h * 0.46
    gold = c.lin([(0, "#FFE08A"), (0.5, "#F4B63F"), (1, "#B9770E")], 0, 0, 1, 0)
    c.add("path", d="M%s %s L%s %s C%s %s %s %s %s %s C%s %s %s %s %s %s Z" % tuple(fmt(v) for v in (
        cx - 110, cy - 140, cx + 110, cy - 140, cx + 110, cy - 10, cx + 60, cy + 50, cx, cy + 55, cx - 60, cy + 50,
        cx - 110, cy - 10, cx - 110, cy - 140)), fill=gold)
    for k in (-1, 1):
        c.add("path", d="M%s %s C%s %s %s %s %s %s" % tuple(fmt(v) for v in (
            cx + k * 108, cy - 110, cx + k * 190, cy - 110, cx + k * 180, cy - 10, cx + k * 80, cy + 20)), fill="none",
              stroke="#E7A93A", stroke_width=18, stroke_linecap="round")
    c.add("rect", x=cx - 18, y=cy + 50, width=36, height=70, fill="#D89A2B")
    c.add("rect", x=cx - 80, y=cy + 120, width=160, height=30, rx=6, fill="#C98A1E")
    c.add("rect", x=cx - 110, y=cy + 150, width=220, height=44, rx=8, fill=shade(deep, 0.2))
    c.add("path", d=star(cx, cy - 60, 46, 20), fill="#FFF3C4")
    c.add("rect", x=cx - 80, y=cy - 130, width=18, height=140, rx=9, fill="#FFFFFF", fill_opacity=0.3)


def s_tickets(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, deep, mix(deep, mid, 0.6), 0.3)
    bokeh(c, rnd, 30, [acc, warm, light], None, 10, 50, 0.1, 0.35, 6)
    for k, (x, y, rot, col) in enumerate(((0.42, 0.48, -12, warm), (0.58, 0.55, 8, acc))):
        w, h = 460, 200
        g = [el("rect", x=-w / 2 + 8, y=-h / 2 + 14, width=w, height=h, rx=18, fill="#000", fill_opacity=0.3),
             el("rect", x=-w / 2, y=-h / 2, width=w, height=h, rx=18, fill=col),
             el("circle", cx=-w / 2, cy=0, r=26, fill=deep), el("circle", cx=w / 2, cy=0, r=26, fill=deep),
             el("line", x1=w / 2 - 120, y1=-h / 2 + 14, x2=w / 2 - 120, y2=h / 2 - 14, stroke=deep,
                stroke_width=4, stroke_dasharray="8 10"),
             el("path", d=star(w / 2 - 60, 0, 34, 14), fill=light),
             el("rect", x=-w / 2 + 50, y=-50, width=200, height=18, rx=9, fill=light, fill_opacity=0.75),
             el("rect", x=-w / 2 + 50, y=-14, width=140, height=12, rx=6, fill=light, fill_opacity=0.45),
             el("rect", x=-w / 2 + 50, y=14, width=170, height=12, rx=6, fill=light, fill_opacity=0.45)]
        c.raw('<g transform="translate(%s %s) rotate(%s)">%s</g>' % (fmt(c.w * x), fmt(c.h * y), fmt(rot), "".join(g)))
    for _ in range(12):
        c.add("path", d=star(rnd.uniform(0, c.w), rnd.uniform(0, c.h), rnd.uniform(6, 14), rnd.uniform(2, 5), 4, 0),
              fill=light, fill_opacity=0.7)


def s_headphones(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, tint(acc, 0.3), warm, 0.5)
    m_ring_cx, m_ring_cy = c.w * 0.5, c.h * 0.55
    for k in range(5, 0, -1):
        c.add("circle", cx=m_ring_cx, cy=m_ring_cy, r=60 * k + 80, fill="none", stroke=light, stroke_opacity=0.25,
              stroke_width=3)
    confetti(c, rnd, 60, [deep, mid, light])
    cx, cy = c.w * 0.5, c.h * 0.56
    c.add("path", d="M%s %s C%s %s %s %s %s %s" % tuple(fmt(v) for v in (
        cx - 170, cy + 20, cx - 180, cy - 250, cx + 180, cy - 250, cx + 170, cy + 20)), fill="none", stroke=deep,
          stroke_width=34, stroke_linecap="round")
    for k in (-1, 1):
        c.add("rect", x=cx + k * 170 - 55, y=cy - 40, width=110, height=170, rx=48, fill=deep)
        c.add("rect", x=cx + k * 170 - 15 - k * 25, y=cy - 20, width=30, height=130, rx=15, fill=mid)
        c.add("rect", x=cx + k * 170 - 30, y=cy - 20, width=16, height=100, rx=8, fill="#FFFFFF", fill_opacity=0.2)


def s_music_note(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, "#3C4454", "#1E232D", 0.6)
    glow(c, c.w * 0.5, c.h * 0.45, c.w * 0.5, "#8A93A6", 0.45)
    for k in range(4, 0, -1):
        c.add("circle", cx=c.w / 2, cy=c.h / 2, r=c.w * 0.09 * k + c.w * 0.05, fill="none", stroke="#FFFFFF",
              stroke_opacity=0.05 + 0.02 * (4 - k), stroke_width=2)
    s = c.w / 600
    g = [el("ellipse", cx=-60, cy=110, rx=48, ry=36, fill="#E9ECF2", transform="rotate(-22 -60 110)"),
         el("ellipse", cx=90, cy=80, rx=48, ry=36, fill="#E9ECF2", transform="rotate(-22 90 80)"),
         el("rect", x=-22, y=-120, width=16, height=232, fill="#E9ECF2"),
         el("rect", x=128, y=-150, width=16, height=232, fill="#E9ECF2"),
         el("path", d="M-22 -120 L144 -150 L144 -100 L-22 -70 Z", fill="#E9ECF2")]
    c.raw('<g transform="translate(%s %s) scale(%s)">%s</g>' % (fmt(c.w * 0.47), fmt(c.h * 0.5), fmt(s), "".join(g)))


def s_openmic(c, rnd, P):
    deep, mid, acc, warm, light = P
    c.add("rect", width=c.w, height=c.h, fill=shade(mid, 0.55))
    # brick wall
    bw, bh = 90, 34
    for j in range(int(c.h / bh) + 1):
        off = (j % 2) * bw / 2
        for i in range(-1, int(c.w / bw) + 2):
            c.add("rect", x=i * bw + off + 3, y=j * bh + 3, width=bw - 6, height=bh - 6, rx=3,
                  fill=mix(shade(mid, 0.4), warm, rnd.uniform(0.05, 0.2)))
    c.add("rect", width=c.w, height=c.h, fill=c.rad([(0, deep, 0), (0.6, deep, 0.6), (1, deep, 0.95)], 0.5, 0.55, 0.7))
    x = c.w * 0.5
    beams(c, rnd, [(x, -10, 0)], light, c.h * 0.95, 0.22, 0.45)
    c.add("ellipse", cx=x, cy=c.h * 0.88, rx=c.w * 0.22, ry=c.h * 0.05, fill=light, fill_opacity=0.25)
    mic_stand(c, x, c.h * 0.88, "#141414", c.h / 675 * 1.5)
    c.add("rect", x=0, y=c.h * 0.88, width=c.w, height=c.h * 0.12, fill=shade(deep, 0.5))
