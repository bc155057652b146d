/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (channels[0] ?? 0) + 0.7152 * (channels[1] ?? 0) + 0.0722 * (channels[2] ?? 0);
}

export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

function darken(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const parts = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) =>
    Math.round(c * (1 - amount)),
  );
  return `#${parts.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The lightest background station-coloured text sits on: the page's paper colour (--paper). */
const PAPER = '#faf8f5';

/**
 * The station colour as text on light backgrounds (darkened to 5.5:1 on the page, so it keeps WCAG AA on lightly tinted surfaces too) and
 * the text colour to put on the station colour itself.
 */
export function stationPalette(color: string): { station: string; ink: string; onStation: string } {
  const station = /^#[0-9a-f]{6}$/i.test(color) ? color : '#e63946';
  let ink = station;
  for (let step = 0; contrast(ink, PAPER) < 5.5 && step < 20; step++) ink = darken(ink, 0.08);
  const onStation = contrast(station, '#ffffff') >= contrast(station, '#16141f') ? '#ffffff' : '#16141f';
  return { station, ink, onStation };
}

/**
 * The station colours as the page's custom properties (on <html>): the server writes them into the page it
 * renders, so the first paint has the station's colours, and the shell keeps them in step when the station
 * changes.
 */
export function stationProperties(color: string): [name: string, value: string][] {
  const palette = stationPalette(color);
  return [
    ['--station', palette.station],
    ['--station-ink', palette.ink],
    ['--on-station', palette.onStation],
  ];
}
