import { accounts } from './accounts';
import { banners, staffBanners } from './banners';
import { contests, staffContests } from './contests';
import { events, staffEvents } from './events';
import { favourites } from './favourites';
import { files } from './files';
import { library } from './library';
import { pages, staffPages } from './pages';
import { polls, staffPolls } from './polls';
import { redlines, staffRedLines } from './redlines';
import { reference } from './reference';
import { requests, staffRequests } from './requests';
import { rjs, staffRjs } from './rjs';
import { schedule, staffSchedule } from './schedule';
import { shows, staffEpisodes, staffShows } from './shows';
import { staffStations, stations } from './stations';
import { staffTalentCategories, staffTalentEntries, talentHunt } from './talent-hunt';
import { staffTeam } from './team';

/**
 * The API as a table: each route's method, full path and the very schemas the server validates and answers with,
 * by domain, the console's apart (staff…) as in ./endpoints. The web calls through it (types only: its runtime
 * reads ./endpoints, which carries no zod), and a server test checks every entry against the server's routes.
 */
export const routes = {
  accounts,
  requests,
  talentHunt,
  favourites,
  pages,
  stations,
  schedule,
  reference,
  shows,
  rjs,
  files,
  redlines,
  banners,
  events,
  contests,
  polls,
  library,
  staffTeam,
  staffRequests,
  staffTalentEntries,
  staffTalentCategories,
  staffPages,
  staffStations,
  staffSchedule,
  staffShows,
  staffEpisodes,
  staffRjs,
  staffRedLines,
  staffBanners,
  staffEvents,
  staffContests,
  staffPolls,
};

export type Routes = typeof routes;
/** Every entry of the table, as one union (the web finds an endpoint's schemas in it by method and path). */
export type ApiRoute = { [D in keyof Routes]: Routes[D][keyof Routes[D]] }[keyof Routes];
export type { Endpoint, Method, Schemas } from './route';
export { route } from './route';
