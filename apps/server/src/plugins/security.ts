import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';
import type { App } from '../types';

/** Powerful browser features the site never uses are switched off; geolocation finds the nearest station. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * CSP sources for the site's own inline scripts, one sha256 each, so that they run and no other inline script
 * does: the site's index.html carries one (apps/web/src/app/earlyTaps/), which must run before any file arrives.
 * Only plain `<script>` tags count (the page's data is a `<script type="application/json">`, never run).
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
}

/**
 * The security headers of every response, from the configuration (CSP sources, HTTPS), the hashes of the site's
 * inline scripts and, when given, the origins of the stations' external live streams at the time of the request
 * (plugins/stream-origins.ts).
 */
export function helmetOptions(
  config: AppConfig,
  streamOrigins?: () => readonly string[],
  scriptHashes: readonly string[] = [],
): HelmetOptions {
  // helmet calls a function source on every response; '' leaves the directive as it is.
  const streams = streamOrigins ? [() => streamOrigins().join(' ')] : [];
  const mediaOrigin = config.mediaBaseUrl ? [new URL(config.mediaBaseUrl).origin] : [];
  // Google Analytics, only when configured.
  const analytics = config.site.analyticsId
    ? {
        scripts: ['https://www.googletagmanager.com'],
        connect: [
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://www.googletagmanager.com',
        ],
        images: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
      }
    : { scripts: [], connect: [], images: [] };
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigin, ...analytics.images],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigin, ...streams],
        scriptSrc: ["'self'", ...scriptHashes, ...analytics.scripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // hls.js fetches an external HLS stream's playlist and segments.
        connectSrc: ["'self'", ...analytics.connect, ...streams],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Self-hosted on plain http (a LAN address), an upgrade would break every request.
        upgradeInsecureRequests: null,
      },
    },
    // Media is fetched by <audio>/<img> from other origins when a CDN is in front.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // HSTS only where the site is served over HTTPS: on plain http it would be ignored at best, and on a host
    // that later moves to http it would lock listeners out.
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? { maxAge: 365 * 24 * 3600, includeSubDomains: true }
      : false,
  };
}

/**
 * Sets the security headers on a response: in an onRequest hook for every route, and directly on a response
 * written outside a route (a router error answered by frameworkErrors), where no hook runs.
 */
export function securityHeadersFor(
  config: AppConfig,
  streamOrigins?: () => readonly string[],
  scriptHashes?: readonly string[],
): (req: IncomingMessage, res: ServerResponse) => void {
  const apply = helmet(helmetOptions(config, streamOrigins, scriptHashes));
  return (req, res) => {
    apply(req, res, () => {});
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  };
}

/** `siteHtml`: the site's index.html as served, whose inline scripts the CSP allows. */
export const securityPlugin = fp(async (app: App, { siteHtml = '' }: { siteHtml?: string }) => {
  const securityHeaders = securityHeadersFor(
    app.config,
    () => app.streamOrigins.current(),
    inlineScriptHashes(siteHtml),
  );
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw);
    done();
  });
});
