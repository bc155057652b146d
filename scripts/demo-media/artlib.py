"""Shared helpers for the Tarang demo-art SVG generator (python3 stdlib only)."""
import math
import random

STATIONS = [
    # id, city, frequency, colour
    (1, "Delhi", "94.3", "#E63946"),
    (2, "Mumbai", "91.9", "#F77F00"),
    (3, "Bengaluru", "92.7", "#2A9D8F"),
    (4, "Kolkata", "93.5", "#7B2CBF"),
    (5, "Chennai", "98.3", "#0077B6"),
    (6, "Hyderabad", "95.1", "#D62C7A"),
    (7, "Jaipur", "104.2", "#E9A800"),
    (8, "Lucknow", "101.6", "#3A7D44"),
]
COLOUR_NAMES = {1: "red", 2: "orange", 3: "teal", 4: "purple", 5: "blue", 6: "magenta", 7: "golden", 8: "green"}


def hex2rgb(h):
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def rgb2hex(c):
    return "#%02X%02X%02X" % tuple(max(0, min(255, int(round(v)))) for v in c)


def mix(a, b, t):
    """Mix colour a toward b by t (0 = a, 1 = b)."""
    ca, cb = hex2rgb(a), hex2rgb(b)
    return rgb2hex([ca[i] + (cb[i] - ca[i]) * t for i in range(3)])


def shade(c, t):
    return mix(c, "#000000", t)


def tint(c, t):
    return mix(c, "#FFFFFF", t)


def luminance(c):
    def ch(v):
        v /= 255.0
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = hex2rgb(c)
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b)


def contrast(a, b):
    la, lb = luminance(a), luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def ink_on_white(c, target=4.6):
    """Darken a colour until it reaches the target contrast ratio against white."""
    t = 0.0
    out = c
    while contrast(out, "#FFFFFF") < target and t < 1:
        t += 0.02
        out = shade(c, t)
    return out


def hsl(h, s, l):
    """h in degrees, s/l in 0..1 -> hex"""
    h = (h % 360) / 360.0
    def f(p, q, t):
        t %= 1
        if t < 1 / 6:
            return p + (q - p) * 6 * t
        if t < 1 / 2:
            return q
        if t < 2 / 3:
            return p + (q - p) * (2 / 3 - t) * 6
        return p
    if s == 0:
        r = g = b = l
    else:
        q = l * (1 + s) if l < 0.5 else l + s - l * s
        p = 2 * l - q
        r, g, b = f(p, q, h + 1 / 3), f(p, q, h), f(p, q, h - 1 / 3)
    return rgb2hex((r * 255, g * 255, b * 255))


def fmt(v):
    if isinstance(v, float):
        s = "%.2f" % v
        s = s.rstrip("0").rstrip(".")
        return s if s not in ("-0", "") else "0"
    return str(v)


def el(tag, body=None, **attrs):
    a = " ".join('%s="%s"' % (k.rstrip("_").replace("_", "-"), fmt(v)) for k, v in attrs.items() if v is not None)
    if body is None:
        return "<%s %s/>" % (tag, a)
    return "<%s %s>%s</%s>" % (tag, a, body, tag)


def svg_doc(w, h, defs, body):
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">'
            "<defs>%s</defs>%s</svg>\n") % (w, h, w, h, "".join(defs), "".join(body))


def lin(id_, stops, x1=0, y1=0, x2=0, y2=1):
    s = "".join('<stop offset="%s" stop-color="%s" stop-opacity="%s"/>' % (fmt(o), c, fmt(op))
                for o, c, op in [(st + (1,))[:3] if len(st) == 2 else st for st in stops])
    return '<linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s">%s</linearGradient>' % (
        id_, fmt(x1), fmt(y1), fmt(x2), fmt(y2), s)


def rad(id_, stops, cx=0.5, cy=0.5, r=0.5, fx=None, fy=None):
    s = "".join('<stop offset="%s" stop-color="%s" stop-opacity="%s"/>' % (fmt(o), c, fmt(op))
                for o, c, op in [(st + (1,))[:3] if len(st) == 2 else st for st in stops])
    extra = ""
    if fx is not None:
        extra = ' fx="%s" fy="%s"' % (fmt(fx), fmt(fy))
    return '<radialGradient id="%s" cx="%s" cy="%s" r="%s"%s>%s</radialGradient>' % (
        id_, fmt(cx), fmt(cy), fmt(r), extra, s)


def blur(id_, sd):
    return ('<filter id="%s" x="-50%%" y="-50%%" width="200%%" height="200%%">'
            '<feGaussianBlur stdDeviation="%s"/></filter>') % (id_, fmt(sd))


def poly(points, close=True):
    d = "M" + " L".join("%s %s" % (fmt(float(x)), fmt(float(y))) for x, y in points)
    return d + (" Z" if close else "")


def smooth(points, close=False):
    """Catmull-Rom spline through points -> cubic bezier path data."""
    pts = list(points)
    if close:
        pts = [pts[-1]] + pts + pts[:2]
    else:
        pts = [pts[0]] + pts + [pts[-1]]
    d = "M%s %s" % (fmt(float(pts[1][0])), fmt(float(pts[1][1])))
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6.0, p1[1] + (p2[1] - p0[1]) / 6.0)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6.0, p2[1] - (p3[1] - p1[1]) / 6.0)
        d += " C%s %s %s %s %s %s" % tuple(fmt(float(v)) for v in (c1[0], c1[1], c2[0], c2[1], p2[0], p2[1]))
    if close:
        d += " Z"
    return d


def wave_points(x0, x1, y, amp, wavelength, phase=0.0, n=None, harmonics=()):
    n = n or max(8, int((x1 - x0) / 20))
    pts = []
    for i in range(n + 1):
        x = x0 + (x1 - x0) * i / n
        v = math.sin(2 * math.pi * x / wavelength + phase)
        for (k, a, ph) in harmonics:
            v += a * math.sin(2 * math.pi * x * k / wavelength + ph)
        pts.append((x, y + amp * v))
    return pts


def wave_band(x0, x1, y, amp, wavelength, phase, bottom, harmonics=()):
    pts = wave_points(x0, x1, y, amp, wavelength, phase, harmonics=harmonics)
    d = smooth(pts)
    return d + " L%s %s L%s %s Z" % (fmt(float(x1)), fmt(float(bottom)), fmt(float(x0)), fmt(float(bottom)))


# Calm, premium palettes: (deep, mid, accent, warm, light)
PALETTES = [
    ("#0B1D3A", "#1F4E79", "#F4A259", "#E76F51", "#F6E7CB"),   # midnight + saffron
    ("#10232A", "#2A6F6B", "#E9C46A", "#F4A261", "#F1FAEE"),   # deep teal + sand
    ("#1E1333", "#4B2A6B", "#FF8C61", "#FFC8A2", "#F8EDEB"),   # plum + peach
    ("#0F2A1D", "#2D6A4F", "#B7E4C7", "#FFD166", "#F0FFF4"),   # forest + mint
    ("#14213D", "#3A506B", "#5BC0BE", "#FCA311", "#E5E5E5"),   # navy + aqua
    ("#2B0F1E", "#7A1E48", "#F2A65A", "#FFD6A5", "#FFF1E6"),   # wine + apricot
    ("#0D1B2A", "#415A77", "#E0A458", "#C97B63", "#E0E1DD"),   # slate + bronze
    ("#1A1A2E", "#16213E", "#E94560", "#F9B872", "#EDEDED"),   # ink + coral
    ("#102A43", "#2F80ED", "#56CCF2", "#F2C94C", "#F0F4F8"),   # ocean
    ("#2E1A05", "#8C4A1C", "#F2A541", "#F3CA40", "#FDF0D5"),   # terracotta + turmeric
    ("#0E2433", "#1B6F8A", "#8FD3C1", "#F7B267", "#F4F1DE"),   # lagoon
    ("#221E3C", "#5C4D7D", "#F3A6C8", "#FFD6E0", "#F7F1FF"),   # lavender dusk
]
