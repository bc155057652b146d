import { accounts } from './accounts';
import { banners } from './banners';
import { contests } from './contests';
import { events } from './events';
import { favourites } from './favourites';
import { files } from './files';
import { library } from './library';
import { pages } from './pages';
import { polls } from './polls';
import { redlines } from './redlines';
import { reference } from './reference';
import { requests } from './requests';
import { rjs } from './rjs';
import { schedule } from './schedule';
import { shows } from './shows';
import { stations } from './stations';
import { talentHunt } from './talent-hunt';
import { team } from './team';

/**
 * The API as a table: each route's method, full path and the very schemas the server validates and answers with,
 * by domain. The web calls through it (types only: its runtime reads ./endpoints, which carries no zod), and a
 * server test checks every entry against the routes the server registers.
 */
export const routes = {
  accounts,
  team,
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
};

export type Routes = typeof routes;
/** Every entry of the table, as one union (the web finds an endpoint's schemas in it by method and path). */
export type ApiRoute = { [D in keyof Routes]: Routes[D][keyof Routes[D]] }[keyof Routes];
export type { Endpoint, Method, Schemas } from './route';
export { route } from './route';
