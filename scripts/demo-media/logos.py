"""Station wordmark logos, 416x352, transparent background."""
from artlib import STATIONS, COLOUR_NAMES, el, svg_doc, lin, ink_on_white, shade, tint, smooth, wave_points, fmt

FONT = "DejaVu Sans"


def logo(n):
    sid, city, freq, col = STATIONS[n - 1]
    ink = ink_on_white(col, 4.6)        # text colour, >= 4.6:1 on white
    big = ink_on_white(col, 3.1)        # large bold wordmark only needs 3:1
    deep = shade(ink, 0.25)
    W, H = 416, 352
    defs = [lin("g", [(0, col), (1, ink)], 0, 0, 1, 0)]
    b = []
    # emblem: three radio-wave arcs around a dot, centred above the wordmark
    cx, cy = 208, 50
    b.append(el("circle", cx=cx, cy=cy + 18, r=11, fill=ink))
    for k, r in enumerate((28, 46)):
        b.append(el("path", d="M%s %s A%s %s 0 0 1 %s %s" % (fmt(cx - r * 0.8), fmt(cy + 18 - r * 0.6), r, r,
                                                               fmt(cx + r * 0.8), fmt(cy + 18 - r * 0.6)),
                    fill="none", stroke=big if k == 0 else col, stroke_width=10, stroke_linecap="round"))
    # wordmark
    b.append(el("text", "Tarang", x=208, y=170, font_family=FONT, font_weight="bold", font_size=100,
                text_anchor="middle", letter_spacing=-3, fill=big))
    # wave underline in the brand gradient
    pts = wave_points(64, 352, 208, 6, 72, 0.6)
    b.append(el("path", d=smooth(pts), fill="none", stroke="url(#g)", stroke_width=8, stroke_linecap="round"))
    # city
    fs = 46 if len(city) <= 7 else (40 if len(city) <= 9 else 36)
    b.append(el("text", city.upper(), x=208, y=266, font_family=FONT, font_weight="bold", font_size=fs,
                text_anchor="middle", letter_spacing=3, fill=deep))
    # frequency pill
    label = "%s FM" % freq
    pw = 28 * len(label) + 34
    b.append(el("rect", x=208 - pw / 2, y=284, width=pw, height=54, rx=27, fill=ink))
    b.append(el("text", label, x=208, y=324, font_family=FONT, font_weight="bold", font_size=38, text_anchor="middle",
                fill="#FFFFFF"))
    alt = "Tarang %s %s FM logo: bold %s wordmark with radio-wave emblem" % (city, freq, COLOUR_NAMES[sid])
    return svg_doc(W, H, defs, b), alt
