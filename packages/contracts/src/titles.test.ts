import { describe, expect, it } from 'vitest';
import { pageTitle, stationHomeTitle } from './titles';

describe('pageTitle', () => {
  it('puts the page first and the station last, joined by a middle dot', () => {
    expect(pageTitle('Morning Masala', 'Tarang Delhi')).toBe('Morning Masala · Tarang Delhi');
    expect(pageTitle('Episode 3', 'Morning Masala', 'Tarang Delhi')).toBe(
      'Episode 3 · Morning Masala · Tarang Delhi',
    );
  });

  it('leaves out empty parts and does not repeat a part equal to the one before it', () => {
    expect(pageTitle('', undefined, 'Events', null, '  ', 'Tarang Delhi')).toBe('Events · Tarang Delhi');
    expect(pageTitle('Tarang Delhi', 'tarang delhi')).toBe('Tarang Delhi');
  });

  it('keeps a title on one line', () => {
    expect(pageTitle('Late\n Night\tDedications ', 'Tarang Delhi')).toBe(
      'Late Night Dedications · Tarang Delhi',
    );
  });

  it('keeps the text as it is (escaping is the writer of the HTML’s job)', () => {
    expect(pageTitle('"><script>alert(1)</script>', 'Tarang')).toBe('"><script>alert(1)</script> · Tarang');
  });
});

describe('stationHomeTitle', () => {
  it('is the station name and its tagline, or the name alone', () => {
    expect(stationHomeTitle('Tarang Delhi', 'Dilli ki dhadkan, har pal')).toBe(
      'Tarang Delhi — Dilli ki dhadkan, har pal',
    );
    expect(stationHomeTitle('Tarang Delhi', '')).toBe('Tarang Delhi');
    expect(stationHomeTitle(' Tarang Delhi ', null)).toBe('Tarang Delhi');
  });
});
