/**
 * Every route of the API the web calls (and the rest of it): method and full path, grouped by domain. No schemas
 * here, so the listener site's start bundle can import it without zod; routes/<domain>.ts adds the schemas, and
 * a server test checks both against the routes the server registers.
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

export const team = {
  me: { method: 'GET', path: '/api/customer/v1/staff/me' },
  list: { method: 'GET', path: '/api/customer/v1/staff/subscribers' },
  get: { method: 'GET', path: '/api/customer/v1/staff/subscribers/:id' },
  update: { method: 'PATCH', path: '/api/customer/v1/staff/subscribers/:id' },
  activity: { method: 'GET', path: '/api/customer/v1/staff/activity' },
} as const satisfies Record<string, Endpoint>;

export const requests = {
  send: { method: 'POST', path: '/api/customer/v1/request' },
  staffList: { method: 'GET', path: '/api/customer/v1/staff/requests' },
  staffCsv: { method: 'GET', path: '/api/customer/v1/staff/requests.csv' },
  staffGet: { method: 'GET', path: '/api/customer/v1/staff/requests/:id' },
  update: { method: 'PATCH', path: '/api/customer/v1/staff/requests/:id' },
} as const satisfies Record<string, Endpoint>;

export const talentHunt = {
  send: { method: 'POST', path: '/api/customer/v1/talent-hunt/entries' },
  staffList: { method: 'GET', path: '/api/customer/v1/staff/talent-hunt/entries' },
  staffGet: { method: 'GET', path: '/api/customer/v1/staff/talent-hunt/entries/:id' },
  update: { method: 'PATCH', path: '/api/customer/v1/staff/talent-hunt/entries/:id' },
  categories: { method: 'GET', path: '/api/master/v1/talent-hunt-category' },
  staffCategories: { method: 'GET', path: '/api/master/v1/staff/talent-hunt-categories' },
  staffCategory: { method: 'GET', path: '/api/master/v1/staff/talent-hunt-categories/:id' },
  createCategory: { method: 'POST', path: '/api/master/v1/talent-hunt-category' },
  updateCategory: { method: 'PATCH', path: '/api/master/v1/talent-hunt-category/:id' },
  removeCategory: { method: 'DELETE', path: '/api/master/v1/talent-hunt-category/:id' },
} as const satisfies Record<string, Endpoint>;

export const favourites = {
  add: { method: 'POST', path: '/api/user-preference/v1/favorite' },
  remove: { method: 'DELETE', path: '/api/user-preference/v1/favorite/:contentType/:contentId' },
} as const satisfies Record<string, Endpoint>;

export const pages = {
  get: { method: 'GET', path: '/api/station/v1/station/:id/page/:page' },
  staffList: { method: 'GET', path: '/api/station/v1/staff/pages' },
  staffGet: { method: 'GET', path: '/api/station/v1/staff/pages/:id' },
  save: { method: 'PATCH', path: '/api/station/v1/station/:id/page/:page' },
  remove: { method: 'DELETE', path: '/api/station/v1/station/:id/page/:page' },
} as const satisfies Record<string, Endpoint>;

export const stations = {
  list: { method: 'GET', path: '/api/station/v1/station' },
  nearest: { method: 'GET', path: '/api/station/v1/station/nearest' },
  get: { method: 'GET', path: '/api/station/v1/station/:id' },
  staffList: { method: 'GET', path: '/api/station/v1/staff/stations' },
  staffGet: { method: 'GET', path: '/api/station/v1/staff/stations/:id' },
  create: { method: 'POST', path: '/api/station/v1/station' },
  update: { method: 'PATCH', path: '/api/station/v1/station/:id' },
  remove: { method: 'DELETE', path: '/api/station/v1/station/:id' },
} as const satisfies Record<string, Endpoint>;

export const schedule = {
  day: { method: 'GET', path: '/api/station/v1/station/:id/schedule' },
  nowPlaying: { method: 'GET', path: '/api/station/v1/station/:id/now-playing' },
  staffList: { method: 'GET', path: '/api/station/v1/staff/schedule' },
  create: { method: 'POST', path: '/api/station/v1/staff/schedule' },
  update: { method: 'PATCH', path: '/api/station/v1/staff/schedule/:id' },
  remove: { method: 'DELETE', path: '/api/station/v1/staff/schedule/:id' },
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
  staffList: { method: 'GET', path: '/api/media/v1/staff/media' },
  staffGet: { method: 'GET', path: '/api/media/v1/staff/media/:id' },
  create: { method: 'POST', path: '/api/media/v1/media' },
  update: { method: 'PATCH', path: '/api/media/v1/media/:id' },
  remove: { method: 'DELETE', path: '/api/media/v1/media/:id' },
  staffEpisodes: { method: 'GET', path: '/api/media/v1/staff/media/:id/episodes' },
  staffEpisode: { method: 'GET', path: '/api/media/v1/staff/media/:id/episodes/:episodeId' },
  createEpisode: { method: 'POST', path: '/api/media/v1/media/:id/episodes' },
  updateEpisode: { method: 'PATCH', path: '/api/media/v1/media/:id/episodes/:episodeId' },
  removeEpisode: { method: 'DELETE', path: '/api/media/v1/media/:id/episodes/:episodeId' },
} as const satisfies Record<string, Endpoint>;

export const rjs = {
  list: { method: 'GET', path: '/api/profile/v1/profile' },
  byIds: { method: 'GET', path: '/api/profile/v1/profile/profiles' },
  get: { method: 'GET', path: '/api/profile/v1/profile/:profileId' },
  staffList: { method: 'GET', path: '/api/profile/v1/staff/profiles' },
  staffGet: { method: 'GET', path: '/api/profile/v1/staff/profiles/:id' },
  create: { method: 'POST', path: '/api/profile/v1/profile' },
  update: { method: 'PATCH', path: '/api/profile/v1/profile/:id' },
  remove: { method: 'DELETE', path: '/api/profile/v1/profile/:id' },
} as const satisfies Record<string, Endpoint>;

export const files = {
  uploads: { method: 'POST', path: '/api/file/v1/uploads' },
  get: { method: 'GET', path: '/api/file/v1/file/:id' },
  upload: { method: 'POST', path: '/api/file/v1/file/upload' },
} as const satisfies Record<string, Endpoint>;

export const redlines = {
  list: { method: 'GET', path: '/api/content/v1/redline' },
  get: { method: 'GET', path: '/api/content/v1/redline/:id' },
  staffList: { method: 'GET', path: '/api/content/v1/staff/redlines' },
  staffGet: { method: 'GET', path: '/api/content/v1/staff/redlines/:id' },
  create: { method: 'POST', path: '/api/content/v1/redline' },
  update: { method: 'PATCH', path: '/api/content/v1/redline/:id' },
  remove: { method: 'DELETE', path: '/api/content/v1/redline/:id' },
} as const satisfies Record<string, Endpoint>;

export const banners = {
  list: { method: 'GET', path: '/api/content/v1/banner' },
  staffList: { method: 'GET', path: '/api/content/v1/staff/banners' },
  staffGet: { method: 'GET', path: '/api/content/v1/staff/banners/:id' },
  create: { method: 'POST', path: '/api/content/v1/banner' },
  update: { method: 'PATCH', path: '/api/content/v1/banner/:id' },
  remove: { method: 'DELETE', path: '/api/content/v1/banner/:id' },
} as const satisfies Record<string, Endpoint>;

export const events = {
  list: { method: 'GET', path: '/api/event/v1/event' },
  get: { method: 'GET', path: '/api/event/v1/event/:id' },
  staffList: { method: 'GET', path: '/api/event/v1/staff/events' },
  staffGet: { method: 'GET', path: '/api/event/v1/staff/events/:id' },
  create: { method: 'POST', path: '/api/event/v1/event' },
  update: { method: 'PATCH', path: '/api/event/v1/event/:id' },
  remove: { method: 'DELETE', path: '/api/event/v1/event/:id' },
} as const satisfies Record<string, Endpoint>;

export const contests = {
  list: { method: 'GET', path: '/api/contest/v1/contest' },
  get: { method: 'GET', path: '/api/contest/v1/contest/:id' },
  staffList: { method: 'GET', path: '/api/contest/v1/staff/contests' },
  staffGet: { method: 'GET', path: '/api/contest/v1/staff/contests/:id' },
  create: { method: 'POST', path: '/api/contest/v1/contest' },
  update: { method: 'PATCH', path: '/api/contest/v1/contest/:id' },
  remove: { method: 'DELETE', path: '/api/contest/v1/contest/:id' },
} as const satisfies Record<string, Endpoint>;

export const polls = {
  list: { method: 'GET', path: '/api/poll/v1/poll' },
  get: { method: 'GET', path: '/api/poll/v1/poll/:id' },
  vote: { method: 'POST', path: '/api/poll/v1/poll/:id/vote' },
  staffList: { method: 'GET', path: '/api/poll/v1/staff/polls' },
  staffGet: { method: 'GET', path: '/api/poll/v1/staff/polls/:id' },
  create: { method: 'POST', path: '/api/poll/v1/poll' },
  update: { method: 'PATCH', path: '/api/poll/v1/poll/:id' },
  remove: { method: 'DELETE', path: '/api/poll/v1/poll/:id' },
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
