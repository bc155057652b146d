import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  type Query,
  QueryClient,
  skipToken,
} from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes, routes } from './app/router';
import { serialiseError } from './app/serverState';
import { parseStationParam } from './features/stations/resolve';
import { setApiTransport } from './shared/api/client';
import { type Locale, setLocale } from './shared/i18n';
import { stationProperties } from './shared/lib/color';
import { stationQuery } from './shared/station/api';

export type RenderedPage = {
  /** The app's markup, for inside <div id="root">. */
  body: string;
  /** The <title>, <meta> and <link> tags React hoisted (page titles): they belong in <head>. */
  head: string;
  /** The query cache the page was rendered from; the browser starts from it (hydrate). */
  state: DehydratedState;
  /** The page's own modules (src/...): the server sends their stylesheets and code with the HTML. */
  modules: string[];
  /** The station's colours as custom properties, for <html style="…"> (none when the station is unknown). */
  rootStyle: string;
};

/**
 * A page's data arrives over several renders: a render asks for what it shows (the station, then the show,
 * then its episodes…), the queries it left pending are fetched, and the page is rendered again with them. Four
 * rounds cover the deepest page; a query still pending after that is left to the browser.
 */
const MAX_ROUNDS = 4;

/** One render at a time: the language is app-wide state (a nanostores atom) that each render sets for itself. */
let queue: Promise<unknown> = Promise.resolve();
const oneAtATime = <T,>(work: () => Promise<T>): Promise<T> => {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
};

async function renderOnce(url: string, client: QueryClient, locale: Locale): Promise<string> {
  return oneAtATime(async () => {
    setLocale(locale);
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <Providers client={client}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </StrictMode>,
      // Never outline a finished part as a hidden template plus an inline script (React does that for large
      // parts, to paint sooner when streaming): the page is sent whole, and the CSP refuses inline scripts.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const chunk of prelude) html += chunk;
    return html;
  });
}

/**
 * A query the render asked for and has not got. (Query.isDisabled() cannot tell: on the server no observer
 * subscribes, and it calls every query never fetched disabled.) `enabled` is the component's own option.
 */
const waiting = (query: Query) => {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled, queryFn } = query.options as {
    enabled?: boolean | ((query: Query) => boolean);
    queryFn?: unknown;
  };
  return queryFn !== skipToken && (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

/** React's markers of a Suspense boundary completed after the shell (`<!--$?-->`, `<template id="B:0">`). */
const SUSPENDED = /<!--\$\?-->|<template id="/;

/** The colours of the station the page belongs to, as the shell sets them in the browser (StationShell). */
function stationStyle(client: QueryClient, param: string | undefined): string {
  const parsed = parseStationParam(param);
  if (parsed.kind !== 'id') return '';
  const station = client.getQueryData(stationQuery(parsed.id).queryKey);
  if (!station) return '';
  return stationProperties(station.color)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

/** React puts hoisted tags (title, meta, link) first when it renders a part of a page, not a whole document. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/**
 * Renders `url` (a station page's path and query) as the browser would first show it to a signed-out visitor,
 * with its data. `send` answers the API requests the page makes (the server calls itself in-process).
 */
export async function renderPage(
  url: string,
  send: typeof fetch,
  locale: Locale = 'en',
): Promise<RenderedPage> {
  setApiTransport(send);
  await setLocale(locale); // loads the catalogue once; each render then sets the language synchronously
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, retryOnMount: false, refetchOnWindowFocus: false },
    },
  });
  let html = '';
  for (let round = 0; round <= MAX_ROUNDS; round += 1) {
    html = await renderOnce(url, client, locale);
    const pending = client.getQueryCache().findAll({ predicate: waiting });
    // Done when nothing is missing and nothing suspended: a part that waited for its code (a lazy page) is
    // sent by React as a hidden template and an inline script, which the page's CSP refuses; by the next
    // round that code is loaded and the part renders in place.
    if (pending.length === 0 && !SUSPENDED.test(html)) break;
    await Promise.allSettled(pending.map((query) => query.fetch()));
  }
  const head = html.match(HOISTED)?.[0] ?? '';
  const state = dehydrate(client, {
    // A failed query is sent too (a 404 shows the same not-found state in the browser, not a spinner).
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'error',
    shouldRedactErrors: () => false,
  });
  for (const query of state.queries) {
    if (query.state.error) query.state.error = serialiseError(query.state.error) as unknown as Error;
  }
  const matched = matchRoutes(routes, url) ?? [];
  const rootStyle = stationStyle(client, matched[0]?.params.station);
  client.clear();
  const modules = matched.flatMap(
    ({ route }) => (route.handle as { module?: string } | undefined)?.module ?? [],
  );
  return { body: html.slice(head.length), head, state, modules, rootStyle };
}

export { setHtmlSanitiser } from './shared/ui/SafeHtml';
