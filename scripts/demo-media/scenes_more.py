"""Scenes for the demo events, news and contests whose subject no scene of scenes.py shows (an idol workshop, a
cycle ride, a pandal, folk drummers, a Teej swing, a blanket drive, a trek, chikankari, listening anywhere,
filter coffee). Same style: flat shapes, one palette, silhouettes."""
import math
from artlib import el, fmt, mix, poly, shade, tint
from scenes import bg_gradient, bokeh, crowd, glow, m_mountains, string_lights


def ganesha(c, x, base, s, body, accent):
    """A clay Ganpati idol, seated: a pot-bellied body, the head with its ears and trunk, a crown."""
    c.add("ellipse", cx=x, cy=base - 8 * s, rx=95 * s, ry=16 * s, fill=shade(body, 0.35))
    c.add("path", d="M%s %s C%s %s %s %s %s %s C%s %s %s %s %s %s Z" % tuple(fmt(v) for v in (
        x - 90 * s, base - 10 * s, x - 110 * s, base - 120 * s, x - 40 * s, base - 170 * s, x, base - 170 * s,
        x + 40 * s, base - 170 * s, x + 110 * s, base - 120 * s, x + 90 * s, base - 10 * s)), fill=body)
    c.add("ellipse", cx=x, cy=base - 70 * s, rx=55 * s, ry=50 * s, fill=tint(body, 0.12))
    for k in (-1, 1):
        c.add("ellipse", cx=x + k * 62 * s, cy=base - 215 * s, rx=42 * s, ry=52 * s, fill=shade(body, 0.08),
              transform="rotate(%s %s %s)" % (k * 18, fmt(x + k * 62 * s), fmt(base - 215 * s)))
    c.add("circle", cx=x, cy=base - 215 * s, r=48 * s, fill=body)
    c.add("path", d="M%s %s C%s %s %s %s %s %s" % tuple(fmt(v) for v in (
        x, base - 195 * s, x + 6 * s, base - 140 * s, x - 40 * s, base - 120 * s, x - 30 * s, base - 150 * s)),
          fill="none", stroke=body, stroke_width=22 * s, stroke_linecap="round")
    c.add("path", d=poly([(x - 36 * s, base - 250 * s), (x - 24 * s, base - 300 * s), (x, base - 318 * s),
                          (x + 24 * s, base - 300 * s), (x + 36 * s, base - 250 * s)]), fill=accent)
    for k in (-1, 1):
        c.add("circle", cx=x + k * 18 * s, cy=base - 228 * s, r=4 * s, fill=shade(body, 0.6))


def s_idols(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, tint(warm, 0.35), mix(warm, acc, 0.3), 0.2)
    glow(c, c.w * 0.5, c.h * 0.15, c.w * 0.35, "#FFF4D6", 0.7)
    c.add("line", x1=c.w * 0.5, y1=0, x2=c.w * 0.5, y2=c.h * 0.12, stroke=shade(deep, 0.3), stroke_width=3)
    c.add("circle", cx=c.w * 0.5, cy=c.h * 0.14, r=16, fill="#FFF1C1")
    for k in range(3):  # straw and half-made frames on the back shelf
        x = c.w * (0.12 + 0.3 * k)
        c.add("rect", x=x, y=c.h * 0.36, width=c.w * 0.16, height=10, rx=4, fill=shade(warm, 0.45))
        for q in range(6):
            c.add("line", x1=x + 10 + q * 30, y1=c.h * 0.36, x2=x + 20 + q * 28, y2=c.h * 0.22, stroke="#C9A46A",
                  stroke_width=4, stroke_linecap="round")
    c.add("rect", x=0, y=c.h * 0.8, width=c.w, height=c.h * 0.2, fill=shade(warm, 0.55))
    clay = ["#B86B3C", "#C47E4E", "#D9A066"]
    for k, (x, s) in enumerate(((0.26, 0.95), (0.52, 1.25), (0.77, 0.9))):
        ganesha(c, c.w * x, c.h * 0.82, c.h / 675 * s, clay[k], acc if k == 1 else shade(clay[k], 0.15))
    for k in range(4):  # lumps of clay and a brush on the table
        c.add("ellipse", cx=c.w * rnd.uniform(0.05, 0.95), cy=c.h * 0.9, rx=rnd.uniform(18, 34), ry=12,
              fill=rnd.choice(clay))
    c.add("line", x1=c.w * 0.62, y1=c.h * 0.93, x2=c.w * 0.7, y2=c.h * 0.88, stroke=deep, stroke_width=6,
          stroke_linecap="round")


def cyclist(c, x, base, s, col):
    """A rider on a bicycle, side on."""
    for k in (-1, 1):
        c.add("circle", cx=x + k * 60 * s, cy=base - 38 * s, r=36 * s, fill="none", stroke=col, stroke_width=6 * s)
    frame = [(x - 60 * s, base - 38 * s), (x - 10 * s, base - 40 * s), (x + 28 * s, base - 92 * s),
             (x - 22 * s, base - 92 * s), (x - 60 * s, base - 38 * s)]
    c.add("path", d="M" + " L".join("%s %s" % (fmt(a), fmt(b)) for a, b in frame), fill="none", stroke=col,
          stroke_width=6 * s, stroke_linejoin="round")
    c.add("line", x1=x + 28 * s, y1=base - 92 * s, x2=x + 60 * s, y2=base - 38 * s, stroke=col, stroke_width=6 * s)
    c.add("line", x1=x + 26 * s, y1=base - 100 * s, x2=x + 40 * s, y2=base - 108 * s, stroke=col, stroke_width=6 * s,
          stroke_linecap="round")
    c.add("circle", cx=x + 6 * s, cy=base - 178 * s, r=15 * s, fill=col)
    c.add("path", d="M%s %s L%s %s L%s %s" % tuple(fmt(v) for v in (
        x - 4 * s, base - 160 * s, x - 18 * s, base - 100 * s, x - 14 * s, base - 98 * s)), fill="none", stroke=col,
          stroke_width=18 * s, stroke_linecap="round")
    c.add("path", d="M%s %s L%s %s" % tuple(fmt(v) for v in (x, base - 150 * s, x + 36 * s, base - 106 * s)),
          fill="none", stroke=col, stroke_width=9 * s, stroke_linecap="round")
    c.add("path", d="M%s %s L%s %s L%s %s" % tuple(fmt(v) for v in (
        x - 18 * s, base - 100 * s, x + 10 * s, base - 70 * s, x - 6 * s, base - 42 * s)), fill="none", stroke=col,
          stroke_width=11 * s, stroke_linecap="round", stroke_linejoin="round")


def s_cycles(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, tint(warm, 0.55), tint(acc, 0.35), 0)
    c.add("circle", cx=c.w * 0.72, cy=c.h * 0.4, r=c.h * 0.13, fill=tint(warm, 0.2))
    for k in range(9):  # the park's trees
        x = c.w * (k + 0.3) / 8.5 + rnd.uniform(-30, 30)
        r = rnd.uniform(60, 100)
        col = mix(mid, deep, rnd.uniform(0.1, 0.5))
        c.add("rect", x=x - 8, y=c.h * 0.62 - r, width=16, height=r + 20, fill=shade(col, 0.3))
        c.add("circle", cx=x, cy=c.h * 0.6 - r, r=r, fill=col)
    c.add("rect", x=0, y=c.h * 0.62, width=c.w, height=c.h * 0.38, fill=mix(mid, deep, 0.2))
    c.add("path", d="M0 %s Q%s %s %s %s L%s %s L0 %s Z" % tuple(fmt(v) for v in (
        c.h * 0.8, c.w * 0.5, c.h * 0.7, c.w, c.h * 0.78, c.w, c.h, c.h)), fill=tint(warm, 0.45))
    for k, x in enumerate((0.18, 0.42, 0.66, 0.88)):
        cyclist(c, c.w * x, c.h * (0.93 - 0.02 * k), c.h / 675 * (1.05 - 0.05 * k), shade(deep, 0.2))


def s_pandal(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, shade(deep, 0.5), deep, 0.2)
    bokeh(c, rnd, 40, [warm, acc, "#FFD27A"], (0, 0, c.w, c.h * 0.6), 6, 30, 0.15, 0.5, 4)
    cx, base = c.w * 0.5, c.h * 0.9
    for k, (w, h) in enumerate(((760, 520), (600, 440), (450, 360))):  # the pandal's layered arches
        col = (mix(deep, warm, 0.35), mix(deep, acc, 0.5), tint(warm, 0.1))[k]
        c.add("path", d="M%s %s L%s %s Q%s %s %s %s Q%s %s %s %s L%s %s Z" % tuple(fmt(v) for v in (
            cx - w / 2, base, cx - w / 2, base - h * 0.6, cx - w / 2, base - h, cx, base - h,
            cx + w / 2, base - h, cx + w / 2, base - h * 0.6, cx + w / 2, base)), fill=col)
        for q in range(18):  # the lights along each arch
            t = q / 17
            ang = math.pi * (1 - t)
            lx, ly = cx + math.cos(ang) * w / 2 * 0.96, base - h * 0.6 - math.sin(ang) * h * 0.38
            c.add("circle", cx=lx, cy=ly, r=5, fill="#FFE9A8")
    glow(c, cx, base - 170, 200, "#FFD27A", 0.7)
    c.add("path", d="M%s %s Q%s %s %s %s Q%s %s %s %s Z" % tuple(fmt(v) for v in (
        cx - 60, base - 40, cx - 70, base - 230, cx, base - 260, cx + 70, base - 230, cx + 60, base - 40)),
          fill=acc)
    c.add("circle", cx=cx, cy=base - 250, r=38, fill=tint(acc, 0.25))
    c.add("path", d=poly([(cx - 40, base - 275), (cx, base - 330), (cx + 40, base - 275)]), fill="#FFD27A")
    crowd(c, rnd, c.h + 60, "#07070B", c.h / 800 * 1.6, 1.0, 0.35)


def drummer(c, x, base, s, col, drum):
    c.add("circle", cx=x, cy=base - 250 * s, r=24 * s, fill=col)
    c.add("path", d="M%s %s L%s %s L%s %s L%s %s Z" % tuple(fmt(v) for v in (
        x - 36 * s, base - 224 * s, x + 36 * s, base - 224 * s, x + 30 * s, base - 110 * s, x - 30 * s, base - 110 * s)),
          fill=col)
    for k in (-1, 1):
        c.add("line", x1=x + k * 16 * s, y1=base - 110 * s, x2=x + k * 26 * s, y2=base, stroke=col,
              stroke_width=22 * s, stroke_linecap="round")
        c.add("path", d="M%s %s L%s %s L%s %s" % tuple(fmt(v) for v in (
            x + k * 30 * s, base - 215 * s, x + k * 70 * s, base - 250 * s, x + k * 60 * s, base - 300 * s)),
              fill="none", stroke=col, stroke_width=14 * s, stroke_linecap="round", stroke_linejoin="round")
        c.add("line", x1=x + k * 60 * s, y1=base - 300 * s, x2=x + k * 40 * s, y2=base - 350 * s, stroke=col,
              stroke_width=6 * s, stroke_linecap="round")
    c.add("rect", x=x - 60 * s, y=base - 170 * s, width=120 * s, height=80 * s, rx=16 * s, fill=drum)
    c.add("ellipse", cx=x - 60 * s, cy=base - 130 * s, rx=12 * s, ry=40 * s, fill=tint(drum, 0.4))
    c.add("ellipse", cx=x + 60 * s, cy=base - 130 * s, rx=12 * s, ry=40 * s, fill=tint(drum, 0.4))
    for q in range(5):
        qx = x - 48 * s + q * 24 * s
        c.add("line", x1=qx, y1=base - 168 * s, x2=qx + 12 * s, y2=base - 92 * s, stroke=shade(drum, 0.4),
              stroke_width=3 * s)


def s_drums(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, mix(deep, warm, 0.3), shade(deep, 0.4), 0.2)
    glow(c, c.w * 0.5, c.h * 0.95, c.w * 0.55, acc, 0.75)
    string_lights(c, rnd, -20, c.h * 0.1, c.w + 20, c.h * 0.12, c.h * 0.12, 14, [warm, light, acc])
    for k in range(18):  # sparks rising from the fire
        c.add("circle", cx=c.w * rnd.uniform(0.35, 0.65), cy=c.h * rnd.uniform(0.45, 0.85), r=rnd.uniform(2, 5),
              fill="#FFD27A", fill_opacity=rnd.uniform(0.4, 0.9))
    for k, x in enumerate((0.2, 0.5, 0.8)):
        drummer(c, c.w * x, c.h * 0.97, c.h / 675 * (1.0 if k == 1 else 0.88), "#0B0A10",
                (acc, warm, mix(acc, warm, 0.5))[k])


def s_swing(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, tint(mid, 0.45), tint(light, 0.3), 0)
    for k in range(6):  # monsoon clouds
        x, y = c.w * rnd.uniform(0.05, 0.95), c.h * rnd.uniform(0.05, 0.25)
        for q in range(4):
            c.add("circle", cx=x + q * 40 - 60, cy=y + rnd.uniform(-10, 10), r=rnd.uniform(40, 60),
                  fill="#FFFFFF", fill_opacity=0.55)
    c.add("path", d="M-20 %s Q%s %s %s %s" % tuple(fmt(v) for v in (c.h * 0.2, c.w * 0.5, c.h * 0.1, c.w + 20,
                                                                         c.h * 0.24)),
          fill="none", stroke=shade(deep, 0.3), stroke_width=34, stroke_linecap="round")
    for k in range(30):  # leaves along the branch
        t = k / 29
        lx = -20 + (c.w + 40) * t
        ly = c.h * 0.2 + (c.h * 0.24 - c.h * 0.2) * t - c.h * 0.2 * t * (1 - t) + rnd.uniform(-30, 30)
        c.add("ellipse", cx=lx, cy=ly, rx=26, ry=12, fill=rnd.choice((mid, shade(mid, 0.2), tint(mid, 0.2))),
              transform="rotate(%s %s %s)" % (fmt(rnd.uniform(-40, 40)), fmt(lx), fmt(ly)))
    x0, x1, top, seat = c.w * 0.38, c.w * 0.62, c.h * 0.16, c.h * 0.72
    for x in (x0, x1):
        c.add("line", x1=x, y1=top, x2=x + 30, y2=seat, stroke=shade(warm, 0.4), stroke_width=6)
        for q in range(9):  # marigolds on the ropes
            c.add("circle", cx=x + 30 * q / 9, cy=top + (seat - top) * q / 9 + 20, r=11,
                  fill=("#F4A300", "#FF7B00")[q % 2])
    c.add("rect", x=x0 - 20, y=seat, width=x1 - x0 + 100, height=26, rx=10, fill=acc)
    c.add("rect", x=x0 - 10, y=seat + 26, width=x1 - x0 + 80, height=10, rx=5, fill=shade(acc, 0.3))
    c.add("rect", x=0, y=c.h * 0.88, width=c.w, height=c.h * 0.12, fill=mix(mid, deep, 0.4))


def s_blankets(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, shade(deep, 0.3), mix(deep, mid, 0.5), 0.3)
    for k in range(60):  # a cold, starry night
        c.add("circle", cx=c.w * rnd.random(), cy=c.h * rnd.uniform(0, 0.5), r=rnd.uniform(1, 2.5), fill=light,
              fill_opacity=rnd.uniform(0.3, 0.9))
    for k in range(3):
        c.add("ellipse", cx=c.w * rnd.uniform(0.1, 0.9), cy=c.h * rnd.uniform(0.5, 0.7), rx=c.w * 0.4, ry=30,
              fill=light, fill_opacity=0.06)
    glow(c, c.w * 0.5, c.h * 0.7, c.w * 0.45, warm, 0.45)
    cols = [acc, warm, "#C0392B", "#2A9D8F", tint(mid, 0.3), "#8E5572", "#E9C46A"]
    for p, cx in enumerate((0.3, 0.52, 0.73)):  # three piles of folded blankets
        y = c.h * 0.94
        for q in range(5 + p % 2):
            w, h = rnd.uniform(230, 270), rnd.uniform(42, 54)
            x = c.w * cx - w / 2 + rnd.uniform(-10, 10)
            col = rnd.choice(cols)
            c.add("rect", x=x, y=y - h, width=w, height=h, rx=h / 2.4, fill=col)
            for s in range(2):
                c.add("line", x1=x + 14, y1=y - h * (0.35 + 0.3 * s), x2=x + w - 14, y2=y - h * (0.35 + 0.3 * s),
                      stroke=tint(col, 0.5), stroke_width=4, stroke_opacity=0.7)
            y -= h + 2


def hiker(c, x, base, s, col, lean=1):
    c.add("circle", cx=x, cy=base - 170 * s, r=15 * s, fill=col)
    c.add("rect", x=x - 12 * s - lean * 14 * s, y=base - 150 * s, width=26 * s, height=50 * s, rx=8 * s, fill=col)
    c.add("line", x1=x, y1=base - 152 * s, x2=x + lean * 4 * s, y2=base - 90 * s, stroke=col, stroke_width=18 * s,
          stroke_linecap="round")
    for k in (-1, 1):
        c.add("line", x1=x + lean * 4 * s, y1=base - 90 * s, x2=x + k * 22 * s, y2=base, stroke=col,
              stroke_width=12 * s, stroke_linecap="round")
    c.add("line", x1=x + lean * 6 * s, y1=base - 130 * s, x2=x + lean * 34 * s, y2=base - 110 * s, stroke=col,
          stroke_width=8 * s, stroke_linecap="round")
    c.add("line", x1=x + lean * 34 * s, y1=base - 130 * s, x2=x + lean * 44 * s, y2=base, stroke=col,
          stroke_width=4 * s)


def s_trek(c, rnd, P):
    deep, mid, acc, warm, light = P
    m_mountains(c, rnd, P)
    pts = [(c.w * 0.1, c.h), (c.w * 0.45, c.h * 0.86), (c.w * 0.3, c.h * 0.78), (c.w * 0.6, c.h * 0.7),
           (c.w * 0.52, c.h * 0.62)]
    c.add("path", d="M" + " L".join("%s %s" % (fmt(a), fmt(b)) for a, b in pts), fill="none",
          stroke=tint(warm, 0.5), stroke_width=16, stroke_linecap="round", stroke_linejoin="round", stroke_opacity=0.8)
    col = shade(deep, 0.35)
    for k, (x, y, s) in enumerate(((0.4, 0.87, 0.8), (0.52, 0.8, 0.6), (0.58, 0.71, 0.45))):
        hiker(c, c.w * x, c.h * y, c.h / 675 * s, col, 1 if k % 2 == 0 else -1)


def s_embroidery(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, tint(mid, 0.6), tint(acc, 0.55), 0.5)
    for k in range(14):  # the weave of the cloth around the hoop
        c.add("line", x1=0, y1=c.h * k / 13, x2=c.w, y2=c.h * k / 13 + 20, stroke="#FFFFFF", stroke_opacity=0.12,
              stroke_width=2)
    cx, cy, r = c.w * 0.5, c.h * 0.52, c.h * 0.4
    c.add("circle", cx=cx, cy=cy, r=r + 22, fill="none", stroke="#B98B57", stroke_width=20)
    c.add("circle", cx=cx, cy=cy, r=r, fill=tint(mid, 0.75))
    c.add("circle", cx=cx, cy=cy, r=r + 8, fill="none", stroke="#8C6239", stroke_width=6)
    c.add("rect", x=cx - 16, y=cy - r - 56, width=32, height=34, rx=6, fill="#8C6239")
    white = "#FFFFFF"
    for k in range(8):  # white-on-white petals, paisleys and dots
        a = 2 * math.pi * k / 8
        px, py = cx + math.cos(a) * r * 0.55, cy + math.sin(a) * r * 0.55
        c.add("ellipse", cx=px, cy=py, rx=r * 0.2, ry=r * 0.09, fill="none", stroke=white, stroke_width=4,
              stroke_dasharray="5 4", transform="rotate(%s %s %s)" % (fmt(math.degrees(a)), fmt(px), fmt(py)))
        c.add("circle", cx=cx + math.cos(a + 0.39) * r * 0.82, cy=cy + math.sin(a + 0.39) * r * 0.82, r=6, fill=white)
    for ring in (0.18, 0.3):
        c.add("circle", cx=cx, cy=cy, r=r * ring, fill="none", stroke=white, stroke_width=4, stroke_dasharray="6 5")
    c.add("circle", cx=cx, cy=cy, r=r * 0.08, fill=white)
    c.add("line", x1=cx + r * 0.9, y1=cy - r * 0.9, x2=cx + r * 1.35, y2=cy - r * 1.2, stroke="#C9CED6",
          stroke_width=4, stroke_linecap="round")
    c.add("path", d="M%s %s C%s %s %s %s %s %s" % tuple(fmt(v) for v in (
        cx + r * 0.9, cy - r * 0.9, cx + r * 0.7, cy - r * 0.5, cx + r * 1.2, cy - r * 0.3, cx + r * 1.4, cy)),
          fill="none", stroke=white, stroke_width=3)


def s_listen(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, mix(deep, mid, 0.3), shade(deep, 0.3), 0.6)
    cx, cy = c.w * 0.5, c.h * 0.52
    for k in range(1, 6):  # sound spreading from the phone
        c.add("circle", cx=cx, cy=cy, r=110 + 60 * k, fill="none", stroke=acc, stroke_opacity=0.45 - 0.07 * k,
              stroke_width=5)
    # laptop on the left, smart speaker on the right
    c.add("rect", x=c.w * 0.1, y=c.h * 0.5, width=220, height=140, rx=10, fill=shade(mid, 0.3))
    c.add("rect", x=c.w * 0.1 + 10, y=c.h * 0.5 + 10, width=200, height=120, rx=6, fill=tint(mid, 0.25))
    c.add("path", d=poly([(c.w * 0.1 - 30, c.h * 0.5 + 150), (c.w * 0.1 + 250, c.h * 0.5 + 150),
                          (c.w * 0.1 + 230, c.h * 0.5 + 140), (c.w * 0.1 - 10, c.h * 0.5 + 140)]), fill=shade(mid, 0.4))
    sx = c.w * 0.8
    c.add("rect", x=sx - 60, y=c.h * 0.5, width=120, height=170, rx=56, fill=shade(mid, 0.35))
    for q in range(5):
        c.add("line", x1=sx - 40, y1=c.h * 0.55 + q * 22, x2=sx + 40, y2=c.h * 0.55 + q * 22, stroke=light,
              stroke_opacity=0.2, stroke_width=4)
    c.add("circle", cx=sx, cy=c.h * 0.5 + 12, r=8, fill=acc)
    # the phone, playing
    c.add("rect", x=cx - 95, y=cy - 175, width=190, height=350, rx=28, fill="#0C0C12")
    c.add("rect", x=cx - 82, y=cy - 150, width=164, height=300, rx=14, fill=mix(deep, acc, 0.35))
    c.add("circle", cx=cx, cy=cy - 30, r=52, fill=light)
    c.add("path", d=poly([(cx - 16, cy - 58), (cx + 30, cy - 30), (cx - 16, cy - 2)]), fill=deep)
    for q in range(9):
        h = rnd.uniform(12, 46)
        c.add("rect", x=cx - 62 + q * 15, y=cy + 80 - h, width=9, height=h, rx=4, fill=warm)
    c.add("path", d="M%s %s C%s %s %s %s %s %s" % tuple(fmt(v) for v in (
        cx, cy + 175, cx, cy + 240, cx + 160, cy + 200, cx + 210, c.h)), fill="none", stroke="#0C0C12", stroke_width=6)


def s_coffee(c, rnd, P):
    deep, mid, acc, warm, light = P
    bg_gradient(c, tint(warm, 0.5), tint(acc, 0.35), 0.3)
    c.add("rect", x=0, y=c.h * 0.72, width=c.w, height=c.h * 0.28, fill=shade(warm, 0.5))
    # a folded morning paper behind
    c.add("rect", x=c.w * 0.08, y=c.h * 0.5, width=330, height=210, rx=6, fill="#F4F1EA",
          transform="rotate(-6 %s %s)" % (fmt(c.w * 0.08), fmt(c.h * 0.5)))
    for q in range(7):
        c.add("rect", x=c.w * 0.1, y=c.h * 0.55 + q * 22, width=rnd.uniform(150, 280), height=8, rx=4, fill="#B8B2A6",
              transform="rotate(-6 %s %s)" % (fmt(c.w * 0.08), fmt(c.h * 0.5)))
    brass = c.lin([(0, "#8A5A1C"), (0.45, "#E2B45A"), (0.6, "#F6D98B"), (1, "#9C6A24")], 0, 0, 1, 0)
    cx, base = c.w * 0.6, c.h * 0.86
    # the davara (the wide bowl) and the tumbler standing in it
    c.add("path", d="M%s %s L%s %s Q%s %s %s %s L%s %s Q%s %s %s %s Z" % tuple(fmt(v) for v in (
        cx - 190, base - 90, cx + 190, base - 90, cx + 170, base, cx + 120, base, cx - 120, base, cx - 170, base,
        cx - 190, base - 90)), fill=brass)
    c.add("ellipse", cx=cx, cy=base - 90, rx=190, ry=24, fill="#C99A45")
    c.add("path", d="M%s %s L%s %s L%s %s L%s %s Z" % tuple(fmt(v) for v in (
        cx - 80, base - 330, cx + 80, base - 330, cx + 62, base - 80, cx - 62, base - 80)), fill=brass)
    c.add("ellipse", cx=cx, cy=base - 330, rx=80, ry=16, fill="#5B3A1A")
    c.add("ellipse", cx=cx, cy=base - 330, rx=66, ry=11, fill="#C8A27A")
    for q in (-1, 0, 1):
        c.add("path", d="M%s %s c-18 -24 18 -36 0 -60 c-18 -24 18 -36 0 -60" % (fmt(cx + q * 30), fmt(base - 350)),
              fill="none", stroke="#FFFFFF", stroke_opacity=0.6, stroke_width=6, stroke_linecap="round")
    for k in range(9):  # coffee beans on the table
        bx, by = c.w * rnd.uniform(0.05, 0.4), c.h * rnd.uniform(0.84, 0.95)
        c.add("ellipse", cx=bx, cy=by, rx=14, ry=10, fill="#4A2C17",
              transform="rotate(%s %s %s)" % (fmt(rnd.uniform(0, 180)), fmt(bx), fmt(by)))
