import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config';
import { paths } from './config';
import { type Database, openDatabase } from './db/client';
import { apiDomains, outsideApi } from './domains';
import { stationPageRenderer } from './domains/site/render/station-page';
import { authPlugin } from './plugins/auth';
import { cleanHtmlPlugin } from './plugins/clean-html';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { httpCachePlugin } from './plugins/http-cache';
import { jsonBodyPlugin, LISTENER_BODY_LIMIT } from './plugins/json-body';
import { HEADERS_TIMEOUT_MS, limitsPlugin, TIMEOUT_CHECK_INTERVAL_MS } from './plugins/limits';
import { logDestination, loggerOptions, OneLinePerRequest } from './plugins/logging';
import { mailerPlugin } from './plugins/mailer';
import { redisPlugin } from './plugins/redis';
import { securityPlugin } from './plugins/security';
import { renderIndexHtml } from './plugins/site';
import { streamOriginsPlugin } from './plugins/stream-origins';
import { cachePublicReads } from './shared/reads';
import { localStorage, type Storage } from './storage';
import type { App } from './types';

export type BuildOptions = {
  config: AppConfig;
  /** An already opened and migrated database (tests); otherwise one is opened from the configuration. */
  database?: Database;
  storage?: Storage;
  /** Where listeners' private uploads are kept (never served by /media). */
  privateStorage?: Storage;
  /** false: no logging (tests); otherwise the level and destination, always with the redaction of logging.ts. */
  logger?: false | { level?: string; stream?: DestinationStream };
};

const ONE_YEAR = 365 * 24 * 3600;

export async function buildApp(options: BuildOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            ...loggerOptions(options.logger?.level ?? config.logLevel),
            stream: options.logger?.stream ?? logDestination(),
          },
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    // A listener's form; the console's routes take more (plugins/json-body.ts).
    bodyLimit: LISTENER_BODY_LIMIT,
    // Slow clients cannot hold sockets: the whole request must arrive in time (plugins/limits.ts cuts slow
    // bodies sooner), an idle keep-alive socket closes after 5 s.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: 5000,
    connectionTimeout: config.requestTimeoutMs + 10_000,
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
    // Router failures (a bad %-encoding, a path segment past the limit) get the standard error shape.
    frameworkErrors: frameworkErrorHandler(config),
  }).withTypeProvider() as unknown as App;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dir: config.dbDir,
      initialCluster: paths.pgliteCluster,
      migrationsFolder: paths.migrations,
      onConnectionError: (error) =>
        app.log.warn({ err: error }, 'database connection lost; the pool opens another'),
    }));
  if (!options.database) await database.migrate();
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('storage', options.storage ?? localStorage(config.filesDir));
  app.decorate('privateStorage', options.privateStorage ?? localStorage(config.privateFilesDir));
  mkdirSync(app.storage.root, { recursive: true });
  mkdirSync(app.privateStorage.root, { recursive: true });
  app.decorate('fileUrl', (key: string) => `${config.mediaBaseUrl}/media/${key}`);
  if (!options.database) app.addHook('onClose', () => database.close());

  // External plugins.
  // The CSP lets the player reach the stations' external streams (and only those).
  await app.register(streamOriginsPlugin);
  // The built site, if any: its index.html's inline scripts are allowed by the CSP, by hash.
  const webRoot = config.webDistDir;
  const hasWeb = existsSync(join(webRoot, 'index.html'));
  const indexHtml = hasWeb ? renderIndexHtml(join(webRoot, 'index.html'), config.site) : '';
  await app.register(securityPlugin, { siteHtml: indexHtml });
  await app.register(limitsPlugin);
  await app.register(redisPlugin);
  await app.register(rateLimit, {
    global: false,
    // Shared by every instance when Redis is configured. Should Redis fail, requests go on unlimited (logged):
    // the site stays up, and sign-in guessing is still held back by login-throttle.ts, which fails closed.
    ...(app.redis ? { redis: app.redis, nameSpace: `${app.redisKeyPrefix}rate:`, skipOnError: true } : {}),
  });
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024 },
  });
  // Private bytes are sent by their authorised route (file service) with reply.sendFile: no route of its own.
  await app.register(fastifyStatic, { root: app.privateStorage.root, serve: false, dotfiles: 'deny' });

  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.brandName} API`,
        description:
          'The API of the listener site. Lists answer `{ data, total }`, single items `{ data }`, errors ' +
          '`{ statusCode, error, message, field? }`. File references are file ids; derived URL fields point at the bytes.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // App plugins.
  await app.register(errorsPlugin);
  // JSON bodies nested past any real body's depth are refused before they are parsed.
  await app.register(jsonBodyPlugin);
  await app.register(authPlugin);
  await app.register(mailerPlugin);
  // ETags, 304s, private answers for signed-in callers and the in-process copy of hot reads: before the routes.
  await app.register(httpCachePlugin);
  await app.register(cleanHtmlPlugin);

  // Services, each at /api/<service>/v1.
  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });
  for (const { service, routes, cachePublicReads: cached } of apiDomains) {
    await app.register(
      async (scope: App) => {
        if (cached) cachePublicReads(scope);
        for (const register of routes) await scope.register(register);
      },
      { prefix: `/api/${service}/v1` },
    );
  }
  for (const { routes } of outsideApi) await app.register(routes);

  // Media bytes: content-addressed, so cached for a year; Range and 416 come from @fastify/static (send).
  await app.register(fastifyStatic, {
    root: app.storage.root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    acceptRanges: true,
    cacheControl: true,
    maxAge: ONE_YEAR * 1000,
    immutable: true,
    etag: true,
    lastModified: true,
  });

  // The built site: hashed assets cached for a year, everything else revalidated; pre-compressed files served.
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      index: false,
      // index.html is answered below, with the configured head tags.
      allowedPath: (pathName) => !pathName.startsWith('/index.html'),
      // Answered by the sitemap service: a robots.txt left in an older build must not clash with its route.
      globIgnore: ['robots.txt'],
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        res.header(
          'Cache-Control',
          path.includes(`${join(webRoot, 'assets')}/`)
            ? `public, max-age=${ONE_YEAR}, immutable`
            : // The service worker: browsers check it for a new version on every visit, never from a cache.
              path.replace(/\.(br|gz)$/, '') === join(webRoot, 'sw.js')
              ? 'no-cache'
              : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  // Station pages rendered on the server (the site's dist-ssr build), hydrated in the browser.
  const renderStationPage = hasWeb ? await stationPageRenderer(app, webRoot, indexHtml) : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isResource = ['/api/', '/media/', '/live/'].some((prefix) => path.startsWith(prefix));
    if (hasWeb && wantsPage && !isResource) {
      if (renderStationPage && (await renderStationPage(request, reply))) return reply;
      // The single-page app answers every other path; it shows its own not-found page.
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply
      .code(404)
      .send({ statusCode: 404, error: 'Not Found', message: `No route for ${request.method} ${path}` });
  });

  return app;
}
