import type { LiveStream, NowPlaying, Station } from '@tarang/contracts';

/** A station, its built-in stream and now-playing answers, for the live player's unit tests. */
export const station: Station = {
  id: 3,
  name: 'Tarang Delhi',
  urlName: 'tarang-delhi-3',
  tagline: 'Dilli ki dhadkan',
  frequency: '94.3 FM',
  color: '#e63946',
  latitude: 28.6,
  longitude: 77.2,
  logoUrl: null,
  logo: '/media/delhi-logo.webp',
  logoAlt: 'Tarang Delhi logo',
  socialMediaLink: [],
  whatsappChannelUrl: null,
  address: '',
  cityDetail: null,
  stateDetail: null,
  pin: '',
  phoneNumber: '',
  whatsappNumber: '',
  email: '',
};

export const otherStation: Station = { ...station, id: 4, name: 'Tarang Mumbai', urlName: 'tarang-mumbai-4' };

export const builtInStream: LiveStream = {
  url: '/live/3/index.m3u8',
  type: 'hls',
  fallbackUrl: '/live/3.mp3',
  builtIn: true,
};

const breakfast = {
  id: 21,
  title: 'Bambai Breakfast Club',
  urlName: 'bambai-breakfast-club-21',
  image: '/media/breakfast.webp',
  imageAlt: 'Breakfast Club cover',
};
const afternoon = {
  id: 22,
  title: 'Dopahar Dil Se',
  urlName: 'dopahar-dil-se-22',
  image: null,
  imageAlt: '',
};
const simran = { id: 1, name: 'Simran Kaur', urlName: 'simran-kaur-1', image: null };
const kabir = { id: 2, name: 'Kabir Malhotra', urlName: 'kabir-malhotra-2', image: null };

/** Breakfast from 07:00 to 10:00 India time (01:30–04:30 UTC) on 2026-03-02, then the afternoon show. */
export const BREAKFAST_ENDS = Date.parse('2026-03-02T04:30:00Z');
export const nowPlaying: NowPlaying = {
  show: breakfast,
  rjs: [simran, kabir],
  startsAt: '2026-03-02T01:30:00.000Z',
  endsAt: '2026-03-02T04:30:00.000Z',
  title: null,
  next: {
    show: afternoon,
    rjs: [kabir],
    startsAt: '2026-03-02T04:30:00.000Z',
    endsAt: '2026-03-02T07:30:00.000Z',
  },
  stream: builtInStream,
};

/** The answer once the server has moved on to the afternoon show. */
export const afterBreakfast: NowPlaying = {
  show: afternoon,
  rjs: [kabir],
  startsAt: '2026-03-02T04:30:00.000Z',
  endsAt: '2026-03-02T07:30:00.000Z',
  title: null,
  next: null,
  stream: builtInStream,
};
