import type { App } from '../types';
import { accountRoutes } from './accounts/routes';
import { activityConsole } from './activity/console';
import { bannerConsole } from './banners/console';
import { bannerRoutes } from './banners/routes';
import { contestConsole } from './contests/console';
import { contestRoutes } from './contests/routes';
import { eventConsole } from './events/console';
import { eventRoutes } from './events/routes';
import { favouriteRoutes } from './favourites/routes';
import { feedRoutes } from './feeds/routes';
import { fileRoutes } from './files/routes';
import { libraryRoutes } from './library/routes';
import { liveRoutes } from './live/routes';
import { pageConsole } from './pages/console';
import { pageRoutes } from './pages/routes';
import { pollConsole } from './polls/console';
import { pollRoutes } from './polls/routes';
import { redLineConsole } from './redlines/console';
import { redLineRoutes } from './redlines/routes';
import { referenceRoutes } from './reference/routes';
import { requestConsole } from './requests/console';
import { requestRoutes } from './requests/routes';
import { rjConsole } from './rjs/console';
import { rjRoutes } from './rjs/routes';
import { scheduleConsole } from './schedule/console';
import { scheduleRoutes } from './schedule/routes';
import { showConsole } from './shows/console';
import { episodeConsole } from './shows/episodes-console';
import { showRoutes } from './shows/routes';
import { previewRoutes } from './site/previews/routes';
import { sitemapRoutes } from './site/sitemaps/routes';
import { stationConsole } from './stations/console';
import { stationRoutes } from './stations/routes';
import { talentCategoryConsole } from './talent-hunt/categories-console';
import { talentEntryConsole } from './talent-hunt/console';
import { talentHuntRoutes } from './talent-hunt/routes';
import { teamConsole } from './team/console';

type Routes = (app: App) => Promise<void>;

export type DomainRoutes = {
  domain: string;
  /**
   * The API service its URLs are under, `/api/{service}/v1`: the names the listener apps have always called, kept
   * so that no address changes. A domain may answer under two services where its URLs always did.
   */
  service: string;
  /** Public routes and the console's (under `/staff/`), registered in this order. */
  routes: Routes[];
  /** Every successful public GET is publicly cacheable; routes that set their own lifetimes leave this off. */
  cachePublicReads?: true;
};

/** Every domain of the API and where its routes live. */
export const apiDomains: DomainRoutes[] = [
  { domain: 'accounts', service: 'customer', routes: [accountRoutes] },
  { domain: 'team', service: 'customer', routes: [teamConsole] },
  { domain: 'activity', service: 'customer', routes: [activityConsole] },
  { domain: 'requests', service: 'customer', routes: [requestRoutes, requestConsole] },
  { domain: 'talent-hunt', service: 'customer', routes: [talentHuntRoutes, talentEntryConsole] },
  { domain: 'talent-hunt', service: 'master', routes: [talentCategoryConsole], cachePublicReads: true },
  { domain: 'favourites', service: 'user-preference', routes: [favouriteRoutes] },
  { domain: 'stations', service: 'station', routes: [stationRoutes, stationConsole] },
  { domain: 'pages', service: 'station', routes: [pageRoutes, pageConsole] },
  { domain: 'schedule', service: 'station', routes: [scheduleRoutes, scheduleConsole] },
  { domain: 'reference', service: 'master', routes: [referenceRoutes], cachePublicReads: true },
  { domain: 'shows', service: 'media', routes: [showRoutes, showConsole, episodeConsole] },
  { domain: 'rjs', service: 'profile', routes: [rjRoutes, rjConsole], cachePublicReads: true },
  { domain: 'files', service: 'file', routes: [fileRoutes] },
  { domain: 'banners', service: 'content', routes: [bannerRoutes, bannerConsole], cachePublicReads: true },
  { domain: 'redlines', service: 'content', routes: [redLineRoutes, redLineConsole], cachePublicReads: true },
  { domain: 'events', service: 'event', routes: [eventRoutes, eventConsole], cachePublicReads: true },
  { domain: 'contests', service: 'contest', routes: [contestRoutes, contestConsole], cachePublicReads: true },
  { domain: 'polls', service: 'poll', routes: [pollRoutes, pollConsole] },
  // My Tarang: continue listening, recently played, favourites, followed shows (signed-in listeners).
  { domain: 'library', service: 'library', routes: [libraryRoutes] },
];

/** Domains whose addresses are outside /api, where the clients that fetch them look. */
export const outsideApi: { domain: string; routes: Routes }[] = [
  // The built-in playout's live streams (HLS and continuous MP3), fetched by players as media.
  { domain: 'live', routes: liveRoutes },
  // Podcast feeds at /feeds/{showId}.xml: podcast apps keep the address for years.
  { domain: 'feeds', routes: feedRoutes },
  // Share images (og:image) at /og/{kind}/{id}.jpg: link previews keep the address, like podcast apps.
  { domain: 'site', routes: previewRoutes },
  // Sitemaps and robots.txt on the site's address, where crawlers look for them.
  { domain: 'site', routes: sitemapRoutes },
];
