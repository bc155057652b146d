import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What apps/web/src/entry-server.tsx exports (built by `vite build --ssr` into the site's dist-ssr/). */
export type RenderedPage = {
  body: string;
  head: string;
  state: unknown;
  modules: string[];
  /** Custom properties for <html style="…"> (the station's colours). */
  rootStyle?: string;
};
type WebRenderer = {
  renderPage: (url: string, send: typeof fetch, locale?: 'en' | 'hi') => Promise<RenderedPage>;
  setHtmlSanitiser: (sanitise: (html: string) => string) => void;
};

/** Where the server-rendering build of the site sits: beside the site's own folder (dist → dist-ssr). */
export const rendererPath = (webDistDir: string) => `${webDistDir.replace(/\/+$/, '')}-ssr/entry-server.js`;

/**
 * How to load the site's server-rendering module, or undefined when the site was built without it. Loaded on
 * the first page asked for, not at start: React and the site's code weigh ~14 MiB, which a server that only
 * answers the API never needs. `prepare` runs once, when it has loaded.
 */
export function webRendererLoader(
  webDistDir: string,
  prepare: (renderer: WebRenderer) => void,
): (() => Promise<WebRenderer>) | undefined {
  const path = rendererPath(webDistDir);
  if (!existsSync(path)) return undefined;
  let loading: Promise<WebRenderer> | undefined;
  return () => {
    loading ??= import(pathToFileURL(path).href).then((renderer: WebRenderer) => {
      prepare(renderer);
      return renderer;
    });
    return loading;
  };
}

/**
 * The API as the page's code calls it, answered in-process (no socket): the same routes, validation and
 * caching as a browser's request, as a signed-out visitor (no token, no cookie).
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url =
      typeof input === 'string'
        ? input
        : input instanceof URL
          ? `${input.pathname}${input.search}`
          : input.url;
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}
