import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_CONTROL } from '../../../cache/policy';
import { escapeHtml, sanitizeHtml } from '../../../html';
import { isStationPage, languageOf, pageEncodingOf } from '../../../shared/page-request';
import { describePage, type PageHead, renderHead } from '../heads/describe';
import { scriptJson } from '../heads/render-head';
import { inlineStylesheets, pageAssets } from './page-assets';
import { inProcessFetch, type RenderedPage, webRendererLoader } from './page-renderer';

/**
 * The page's canonical link, Open Graph and Twitter tags and JSON-LD (domains/site/heads). Its title and
 * description give way to the ones React rendered, which the browser keeps showing after hydration.
 */
function sharedHead(described: PageHead, reactHead: string): string {
  const fromReact = (line: string) =>
    (line.startsWith('<title>') && reactHead.includes('<title>')) ||
    (line.startsWith('<meta name="description"') && reactHead.includes('<meta name="description"'));
  return renderHead(described)
    .split('\n')
    .filter((line) => !fromReact(line))
    .join('');
}

/**
 * A rendered page compressed for the browser (brotli, else gzip): the markup and its query cache come to
 * 60–100 kB, about 15 kB compressed — on a slow phone connection that is most of the time to first paint.
 * The static files are compressed at build time; this page is made per request, so a fast brotli level.
 */
function compressed(request: FastifyRequest, html: string): { body: string | Buffer; encoding?: string } {
  const encoding = pageEncodingOf(request);
  if (encoding === 'br')
    return {
      body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding,
    };
  if (encoding === 'gzip') return { body: gzipSync(html, { level: 6 }), encoding };
  return { body: html };
}

export type PageParts = {
  head: string;
  body: string;
  state: unknown;
  lang: 'en' | 'hi';
  extraHead?: string;
  /** Custom properties for <html style="…">: the station's colours, so the first paint has them. */
  rootStyle?: string;
};

/**
 * The site's index.html with a rendered page in it: React's hoisted tags (the page's title and description,
 * image preloads) replace the generic ones, the markup fills #root, and the query cache it was rendered from
 * follows as JSON (not a script that runs: the CSP allows none inline) for the browser to hydrate with.
 */
export function assemblePage(
  template: string,
  { head, body, state, lang, extraHead = '', rootStyle = '' }: PageParts,
): string {
  let html = template;
  if (head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
  if (head.includes('<meta name="description"')) html = html.replace(/<meta name="description"[^>]*>\s*/, '');
  html = html.replace('</head>', `${head}${extraHead}</head>`);
  // The page reads before its code arrives, so the code waits: fetched at low priority, behind the stylesheets
  // and the first screen's images (hydration comes a little later, the first paint does not wait for it).
  html = html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
  const style = rootStyle ? ` style="${escapeHtml(rootStyle)}"` : '';
  if (lang !== 'en' || style) html = html.replace(/<html lang="[^"]*"/, `<html lang="${lang}"${style}`);
  return html.replace(
    '<div id="root"></div>',
    `<div id="root">${body}</div><script type="application/json" id="tarang-state">${scriptJson(state)}</script>`,
  );
}

/**
 * Answers station pages with server-rendered HTML when the site was built with its server renderer; resolves
 * to false (the caller sends the plain index.html) when it was not, or when the page is not a station page.
 */
export async function stationPageRenderer(app: FastifyInstance, webDistDir: string, template: string) {
  const loadWeb = webRendererLoader(webDistDir, (web) => web.setHtmlSanitiser(sanitizeHtml));
  if (!loadWeb) {
    app.log.warn(
      'the site was built without its server renderer (dist-ssr): pages are rendered in the browser',
    );
    return undefined;
  }
  const assetsOf = pageAssets(webDistDir);
  const pageTemplate = inlineStylesheets(webDistDir, template);
  const send = inProcessFetch(app);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const path = request.url.split('?')[0] ?? '/';
    if (!isStationPage(path)) return false;
    const lang = languageOf(request);
    let page: RenderedPage;
    let described: PageHead | null;
    try {
      const web = await loadWeb();
      [page, described] = await Promise.all([
        web.renderPage(request.url, send, lang),
        describePage(app, request.url),
      ]);
    } catch (error) {
      // Never a blank page or a 500: the browser renders the page itself, as before server rendering.
      request.log.error(
        { err: error, url: request.url },
        'server rendering failed; the browser renders the page',
      );
      return false;
    }
    const html = assemblePage(pageTemplate, {
      ...page,
      lang,
      extraHead: `${assetsOf(page.modules)}${described ? sharedHead(described, page.head) : ''}`,
    });
    const { body, encoding } = compressed(request, html);
    if (encoding) reply.header('Content-Encoding', encoding);
    reply
      .code(described?.status ?? 200)
      // Anyone may keep it but must revalidate (its ETag makes that a 304); this process keeps it briefly too.
      .header('Cache-Control', CACHE_CONTROL.renderedPage)
      .header('Vary', 'Cookie, Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(body);
    return true;
  };
}
