/**
 * Every route of the listener site's API (and the rest of it but the console's): method and full path, grouped
 * by domain. No schemas here, so the site's start bundle can import it without zod; routes/<domain>.ts adds the
 * schemas, and a server test checks both against the routes the server registers. The console's routes are in
 * ./staff-endpoints (@tarang/contracts/staff-endpoints), a module of their own: whatever this one imports goes
 * into that start bundle.
 */
import type { Endpoint } from './route';

export type { Endpoint } from './route';

export const accounts = {
  signUp: { method: 'POST', path: '/api/customer/v1/subscriber/signup' },
  signIn: { method: 'POST', path: '/api/customer/v1/subscriber/login' },
  refresh: { method: 'POST', path: '/api/customer/v1/refresh' },
  signOut: { method: 'POST', path: '/api/customer/v1/subscriber/logout' },
  changePassword: { method: 'POST', path: '/api/customer/v1/subscriber/change-password' },
  me: { method: 'GET', path: '/api/customer/v1/subscriber/me' },
  forgotPassword: { method: 'POST', path: '/api/customer/v1/subscriber/forgot-password' },
  resetPassword: { method: 'POST', path: '/api/customer/v1/subscriber/reset-password' },
  socialProviders: { method: 'GET', path: '/api/customer/v1/social/providers' },
  socialSignIn: { method: 'POST', path: '/api/customer/v1/subscriber/social-login' },
  socialSignUp: { method: 'POST', path: '/api/customer/v1/subscriber/social-signup' },
} as const satisfies Record<string, Endpoint>;

export const requests = {
  send: { method: 'POST', path: '/api/customer/v1/request' },
} as const satisfies Record<string, Endpoint>;

export const talentHunt = {
  send: { method: 'POST', path: '/api/customer/v1/talent-hunt/entries' },
  categories: { method: 'GET', path: '/api/master/v1/talent-hunt-category' },
} as const satisfies Record<string, Endpoint>;

export const favourites = {
  add: { method: 'POST', path: '/api/user-preference/v1/favorite' },
  remove: { method: 'DELETE', path: '/api/user-preference/v1/favorite/:contentType/:contentId' },
} as const satisfies Record<string, Endpoint>;

export const pages = {
  get: { method: 'GET', path: '/api/station/v1/station/:id/page/:page' },
} as const satisfies Record<string, Endpoint>;

export const stations = {
  list: { method: 'GET', path: '/api/station/v1/station' },
  nearest: { method: 'GET', path: '/api/station/v1/station/nearest' },
  get: { method: 'GET', path: '/api/station/v1/station/:id' },
} as const satisfies Record<string, Endpoint>;

export const schedule = {
  day: { method: 'GET', path: '/api/station/v1/station/:id/schedule' },
  nowPlaying: { method: 'GET', path: '/api/station/v1/station/:id/now-playing' },
} as const satisfies Record<string, Endpoint>;

export const reference = {
  genres: { method: 'GET', path: '/api/master/v1/genre' },
  platforms: { method: 'GET', path: '/api/master/v1/platform' },
  config: { method: 'GET', path: '/api/master/v1/config' },
  states: { method: 'GET', path: '/api/master/v1/state' },
  cities: { method: 'GET', path: '/api/master/v1/city' },
} as const satisfies Record<string, Endpoint>;

export const shows = {
  list: { method: 'GET', path: '/api/media/v1/media' },
  latestEpisodes: { method: 'GET', path: '/api/media/v1/episodes' },
  get: { method: 'GET', path: '/api/media/v1/media/:id' },
  episodes: { method: 'GET', path: '/api/media/v1/media/:id/episodes' },
  episode: { method: 'GET', path: '/api/media/v1/media/:id/episodes/:episodeId' },
} as const satisfies Record<string, Endpoint>;

export const rjs = {
  list: { method: 'GET', path: '/api/profile/v1/profile' },
  byIds: { method: 'GET', path: '/api/profile/v1/profile/profiles' },
  get: { method: 'GET', path: '/api/profile/v1/profile/:profileId' },
} as const satisfies Record<string, Endpoint>;

export const files = {
  uploads: { method: 'POST', path: '/api/file/v1/uploads' },
  get: { method: 'GET', path: '/api/file/v1/file/:id' },
  upload: { method: 'POST', path: '/api/file/v1/file/upload' },
} as const satisfies Record<string, Endpoint>;

export const redlines = {
  list: { method: 'GET', path: '/api/content/v1/redline' },
  get: { method: 'GET', path: '/api/content/v1/redline/:id' },
} as const satisfies Record<string, Endpoint>;

export const banners = {
  list: { method: 'GET', path: '/api/content/v1/banner' },
} as const satisfies Record<string, Endpoint>;

export const events = {
  list: { method: 'GET', path: '/api/event/v1/event' },
  get: { method: 'GET', path: '/api/event/v1/event/:id' },
} as const satisfies Record<string, Endpoint>;

export const contests = {
  list: { method: 'GET', path: '/api/contest/v1/contest' },
  get: { method: 'GET', path: '/api/contest/v1/contest/:id' },
} as const satisfies Record<string, Endpoint>;

export const polls = {
  list: { method: 'GET', path: '/api/poll/v1/poll' },
  get: { method: 'GET', path: '/api/poll/v1/poll/:id' },
  vote: { method: 'POST', path: '/api/poll/v1/poll/:id/vote' },
} as const satisfies Record<string, Endpoint>;

export const library = {
  positions: { method: 'GET', path: '/api/library/v1/positions' },
  savePosition: { method: 'PUT', path: '/api/library/v1/positions' },
  position: { method: 'GET', path: '/api/library/v1/positions/:episodeId' },
  recent: { method: 'GET', path: '/api/library/v1/recent' },
  favourites: { method: 'GET', path: '/api/library/v1/favourites' },
  follows: { method: 'GET', path: '/api/library/v1/follows' },
  followState: { method: 'GET', path: '/api/library/v1/follows/:mediaId' },
  follow: { method: 'PUT', path: '/api/library/v1/follows/:mediaId' },
  unfollow: { method: 'DELETE', path: '/api/library/v1/follows/:mediaId' },
  newEpisodes: { method: 'GET', path: '/api/library/v1/new-episodes' },
} as const satisfies Record<string, Endpoint>;
