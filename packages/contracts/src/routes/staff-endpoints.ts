/**
 * The console's routes (its reads under each service's /staff/ and its writes): method and full path, one group
 * per kind of item with the same names (list, item, create, update, remove), so the console's list and form
 * pages take a group as it is. Apart from the listener site's endpoints, so its start bundle leaves them out.
 */
import type { Endpoint } from './route';

export const staffTeam = {
  me: { method: 'GET', path: '/api/customer/v1/staff/me' },
  list: { method: 'GET', path: '/api/customer/v1/staff/subscribers' },
  item: { method: 'GET', path: '/api/customer/v1/staff/subscribers/:id' },
  update: { method: 'PATCH', path: '/api/customer/v1/staff/subscribers/:id' },
  activity: { method: 'GET', path: '/api/customer/v1/staff/activity' },
} as const satisfies Record<string, Endpoint>;

export const staffRequests = {
  list: { method: 'GET', path: '/api/customer/v1/staff/requests' },
  csv: { method: 'GET', path: '/api/customer/v1/staff/requests.csv' },
  item: { method: 'GET', path: '/api/customer/v1/staff/requests/:id' },
  update: { method: 'PATCH', path: '/api/customer/v1/staff/requests/:id' },
} as const satisfies Record<string, Endpoint>;

export const staffTalentEntries = {
  list: { method: 'GET', path: '/api/customer/v1/staff/talent-hunt/entries' },
  item: { method: 'GET', path: '/api/customer/v1/staff/talent-hunt/entries/:id' },
  update: { method: 'PATCH', path: '/api/customer/v1/staff/talent-hunt/entries/:id' },
} as const satisfies Record<string, Endpoint>;

export const staffTalentCategories = {
  list: { method: 'GET', path: '/api/master/v1/staff/talent-hunt-categories' },
  item: { method: 'GET', path: '/api/master/v1/staff/talent-hunt-categories/:id' },
  create: { method: 'POST', path: '/api/master/v1/talent-hunt-category' },
  update: { method: 'PATCH', path: '/api/master/v1/talent-hunt-category/:id' },
  remove: { method: 'DELETE', path: '/api/master/v1/talent-hunt-category/:id' },
} as const satisfies Record<string, Endpoint>;

export const staffPages = {
  list: { method: 'GET', path: '/api/station/v1/staff/pages' },
  item: { method: 'GET', path: '/api/station/v1/staff/pages/:id' },
  save: { method: 'PATCH', path: '/api/station/v1/station/:id/page/:page' },
  remove: { method: 'DELETE', path: '/api/station/v1/station/:id/page/:page' },
} as const satisfies Record<string, Endpoint>;

export const staffStations = {
  list: { method: 'GET', path: '/api/station/v1/staff/stations' },
  item: { method: 'GET', path: '/api/station/v1/staff/stations/:id' },
  create: { method: 'POST', path: '/api/station/v1/station' },
  update: { method: 'PATCH', path: '/api/station/v1/station/:id' },
  remove: { method: 'DELETE', path: '/api/station/v1/station/:id' },
} as const satisfies Record<string, Endpoint>;

export const staffSchedule = {
  list: { method: 'GET', path: '/api/station/v1/staff/schedule' },
  create: { method: 'POST', path: '/api/station/v1/staff/schedule' },
  update: { method: 'PATCH', path: '/api/station/v1/staff/schedule/:id' },
  remove: { method: 'DELETE', path: '/api/station/v1/staff/schedule/:id' },
} as const satisfies Record<string, Endpoint>;

export const staffShows = {
  list: { method: 'GET', path: '/api/media/v1/staff/media' },
  item: { method: 'GET', path: '/api/media/v1/staff/media/:id' },
  create: { method: 'POST', path: '/api/media/v1/media' },
  update: { method: 'PATCH', path: '/api/media/v1/media/:id' },
  remove: { method: 'DELETE', path: '/api/media/v1/media/:id' },
} as const satisfies Record<string, Endpoint>;

export const staffEpisodes = {
  list: { method: 'GET', path: '/api/media/v1/staff/media/:id/episodes' },
  item: { method: 'GET', path: '/api/media/v1/staff/media/:id/episodes/:episodeId' },
  create: { method: 'POST', path: '/api/media/v1/media/:id/episodes' },
  update: { method: 'PATCH', path: '/api/media/v1/media/:id/episodes/:episodeId' },
  remove: { method: 'DELETE', path: '/api/media/v1/media/:id/episodes/:episodeId' },
} as const satisfies Record<string, Endpoint>;

export const staffRjs = {
  list: { method: 'GET', path: '/api/profile/v1/staff/profiles' },
  item: { method: 'GET', path: '/api/profile/v1/staff/profiles/:id' },
  create: { method: 'POST', path: '/api/profile/v1/profile' },
  update: { method: 'PATCH', path: '/api/profile/v1/profile/:id' },
  remove: { method: 'DELETE', path: '/api/profile/v1/profile/:id' },
} as const satisfies Record<string, Endpoint>;

export const staffRedLines = {
  list: { method: 'GET', path: '/api/content/v1/staff/redlines' },
  item: { method: 'GET', path: '/api/content/v1/staff/redlines/:id' },
  create: { method: 'POST', path: '/api/content/v1/redline' },
  update: { method: 'PATCH', path: '/api/content/v1/redline/:id' },
  remove: { method: 'DELETE', path: '/api/content/v1/redline/:id' },
} as const satisfies Record<string, Endpoint>;

export const staffBanners = {
  list: { method: 'GET', path: '/api/content/v1/staff/banners' },
  item: { method: 'GET', path: '/api/content/v1/staff/banners/:id' },
  create: { method: 'POST', path: '/api/content/v1/banner' },
  update: { method: 'PATCH', path: '/api/content/v1/banner/:id' },
  remove: { method: 'DELETE', path: '/api/content/v1/banner/:id' },
} as const satisfies Record<string, Endpoint>;

export const staffEvents = {
  list: { method: 'GET', path: '/api/event/v1/staff/events' },
  item: { method: 'GET', path: '/api/event/v1/staff/events/:id' },
  create: { method: 'POST', path: '/api/event/v1/event' },
  update: { method: 'PATCH', path: '/api/event/v1/event/:id' },
  remove: { method: 'DELETE', path: '/api/event/v1/event/:id' },
} as const satisfies Record<string, Endpoint>;

export const staffContests = {
  list: { method: 'GET', path: '/api/contest/v1/staff/contests' },
  item: { method: 'GET', path: '/api/contest/v1/staff/contests/:id' },
  create: { method: 'POST', path: '/api/contest/v1/contest' },
  update: { method: 'PATCH', path: '/api/contest/v1/contest/:id' },
  remove: { method: 'DELETE', path: '/api/contest/v1/contest/:id' },
} as const satisfies Record<string, Endpoint>;

export const staffPolls = {
  list: { method: 'GET', path: '/api/poll/v1/staff/polls' },
  item: { method: 'GET', path: '/api/poll/v1/staff/polls/:id' },
  create: { method: 'POST', path: '/api/poll/v1/poll' },
  update: { method: 'PATCH', path: '/api/poll/v1/poll/:id' },
  remove: { method: 'DELETE', path: '/api/poll/v1/poll/:id' },
} as const satisfies Record<string, Endpoint>;
