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
 * The security headers of every response, from the configuration (CSP sources, HTTPS) and, when given, the
 * origins of the stations' external live streams at the time of the request (plugins/stream-origins.ts).
 */
export function helmetOptions(config: AppConfig, streamOrigins?: () => readonly string[]): HelmetOptions {
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
        scriptSrc: ["'self'", ...analytics.scripts],
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
): (req: IncomingMessage, res: ServerResponse) => void {
  const apply = helmet(helmetOptions(config, streamOrigins));
  return (req, res) => {
    apply(req, res, () => {});
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  };
}

export const securityPlugin = fp(async (app: App) => {
  const securityHeaders = securityHeadersFor(app.config, () => app.streamOrigins.current());
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw);
    done();
  });
});
