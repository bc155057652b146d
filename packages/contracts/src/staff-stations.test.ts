import { describe, expect, it } from 'vitest';
import {
  brandColorProblem,
  contrastRatio,
  describeStationUsage,
  formatIndianNumber,
  indianNumberProblem,
  STATION_USAGE,
  type StationUsage,
  stationCreateBody,
  stationUpdateBody,
} from './staff-stations';

describe('brand colour contrast (white text on the station colour)', () => {
  it('measures WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });

  it.each([
    ['#7b2cbf', null],
    ['#0077B6', null],
    ['#767676', null],
    ['#777777', 'White text on this colour has a contrast of 4.48:1'],
    ['#F77F00', 'White text on this colour has a contrast of 2.63:1'],
    ['#e63946', 'White text on this colour has a contrast of 4.17:1'],
    ['#ffff00', 'White text on this colour has a contrast of 1.07:1'],
    ['red', 'Colour must be written #rrggbb'],
  ])('%s → %s', (color, message) => {
    const problem = brandColorProblem(color);
    if (message === null) expect(problem).toBeNull();
    else expect(problem).toContain(message);
  });

  it('never rounds a failing ratio up to a passing one', () => {
    // #0078d7 is 4.4989:1: it fails, and is shown as 4.49, not as the 4.50 that rounding gives.
    expect(contrastRatio('#0078d7', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#0078d7', '#ffffff')).toBeGreaterThan(4.495);
    expect(brandColorProblem('#0078d7')).toContain('4.49:1; it needs at least 4.5:1 (WCAG AA)');
  });
});

describe('station phone numbers', () => {
  it.each([
    ['9810094300', '+91 98100 94300'],
    ['+91 98100 94300', '+91 98100 94300'],
    ['098100-94300', '+91 98100 94300'],
    ['919810094300', '+91 98100 94300'],
    ['+91 11 4094 3000', '+91 11 4094 3000'],
    ['011-4094-3000', '+91 11 4094 3000'],
    ['1140943000', '+91 1140943000'],
  ])('%s is written %s', (typed, stored) => {
    expect(formatIndianNumber(typed)).toBe(stored);
  });

  it.each([
    ['+91 11 4094 3000', 'mobile', 'WhatsApp number should start with 6, 7, 8, or 9'],
    ['98100 9430', 'mobile', 'WhatsApp number should be 10 digits'],
    ['+44 20 7946 0000', 'mobile', 'WhatsApp number must be an Indian number'],
    ['call us', 'any', 'Phone number must be an Indian number'],
    ['12345', 'any', 'Phone number should be 10 digits'],
    ['+91 0123456789', 'any', 'Phone number should not start with 0'],
  ] as const)('%s (%s) → %s', (value, kind, message) => {
    const label = kind === 'mobile' ? 'WhatsApp number' : 'Phone number';
    expect(indianNumberProblem(value, label, kind)).toContain(message);
  });

  it('accepts a landline as the phone, and a mobile as the WhatsApp number', () => {
    expect(indianNumberProblem('+91 141 404 2000', 'Phone number', 'any')).toBeNull();
    expect(indianNumberProblem('+91 98290 10420', 'WhatsApp number', 'mobile')).toBeNull();
  });
});

describe('station form bodies', () => {
  const good = {
    name: 'Tarang Pune',
    frequency: '98.1 FM',
    color: '#1D4ED8',
    latitude: 18.52,
    longitude: 73.85,
  };

  it('fills the defaults of a new station and normalises what it can', () => {
    const body = stationCreateBody.parse({
      ...good,
      whatsappNumber: '98100 94300',
      email: ' Pune@Tarang.IN ',
    });
    expect(body).toMatchObject({
      color: '#1d4ed8',
      tagline: '',
      socialLinks: [],
      isActive: true,
      whatsappNumber: '+91 98100 94300',
      email: 'pune@tarang.in',
    });
  });

  it.each([
    [{ color: '#F77F00' }, 'color'],
    [{ color: 'orange' }, 'color'],
    [{ name: '!!!' }, 'name'],
    [{ pin: '41100' }, 'pin'],
    [{ latitude: 91 }, 'latitude'],
    [{ longitude: -180.5 }, 'longitude'],
    [{ whatsappChannelUrl: 'https://example.com/channel/x' }, 'whatsappChannelUrl'],
    [{ email: 'pune@' }, 'email'],
    [{ socialLinks: [{ platformId: 1, url: 'http://facebook.com/tarang' }] }, 'socialLinks.0.url'],
    [
      {
        socialLinks: [
          { platformId: 1, url: 'https://facebook.com/a' },
          { platformId: 1, url: 'https://facebook.com/b' },
        ],
      },
      'socialLinks.1.platformId',
    ],
  ])('refuses %j on %s', (change, field) => {
    const result = stationCreateBody.safeParse({ ...good, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(field);
  });

  it('an update leaves out what it does not change, and checks no contrast (the server does, on a change)', () => {
    expect(stationUpdateBody.parse({ version: 3, tagline: 'New' })).toEqual({ version: 3, tagline: 'New' });
    expect(stationUpdateBody.parse({ version: 3, color: '#F77F00' })).toEqual({
      version: 3,
      color: '#f77f00',
    });
  });

  it('names what a station still has, in a sentence', () => {
    const usage = Object.fromEntries(STATION_USAGE.map(([key]) => [key, 0])) as StationUsage;
    expect(describeStationUsage({ ...usage, shows: 12, rjs: 1, talentHuntEntries: 2 })).toEqual([
      '12 shows',
      '1 RJ',
      '2 talent-hunt entries',
    ]);
  });
});
