import { describe, expect, it } from 'vitest';
import { contrast, stationPalette } from './color';

// The demo network's station colours, and two awkward ones.
const COLOURS = [
  '#E63946',
  '#F77F00',
  '#2A9D8F',
  '#7B2CBF',
  '#0077B6',
  '#D62C7A',
  '#B07F00',
  '#3A7D44',
  '#FFFF00',
  '#000000',
];

describe('station palette', () => {
  it.each(COLOURS)(
    '%s gives text that reaches WCAG AA on white and on-colour text that is readable',
    (color) => {
      const palette = stationPalette(color);
      expect(contrast(palette.ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.ink, '#faf8f5')).toBeGreaterThanOrEqual(4.5);
      expect(palette.station).toBe(color);
      expect(contrast(palette.onStation, palette.station)).toBeGreaterThanOrEqual(3);
    },
  );

  it('falls back to the brand red for a malformed colour', () => {
    expect(stationPalette('red').station).toBe('#e63946');
  });
});

describe('station text on tinted surfaces', () => {
  it.each(COLOURS)('%s keeps 4.5:1 on a 12%% station tint (active navigation item)', (color) => {
    const { ink, station } = stationPalette(color);
    // color-mix(in srgb, station 12%, white)
    const mix = (channel: number) => {
      const s = Number.parseInt(station.slice(1 + channel * 2, 3 + channel * 2), 16);
      return Math.round(s * 0.12 + 255 * 0.88)
        .toString(16)
        .padStart(2, '0');
    };
    expect(contrast(ink, `#${mix(0)}${mix(1)}${mix(2)}`)).toBeGreaterThanOrEqual(4.5);
  });
});
