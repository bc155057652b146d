import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { paths } from './config';
import { type Database, openDatabase } from './db/client';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { mailerPlugin } from './plugins/mailer';
import { renderIndexHtml } from './plugins/site';
import { contentRoutes } from './services/content/routes';
import { contestRoutes } from './services/contest/routes';
import { customerRoutes } from './services/customer/routes';
import { eventRoutes } from './services/event/routes';
import { fileRoutes } from './services/file/routes';
import { masterRoutes } from './services/master/routes';
import { mediaRoutes } from './services/media/routes';
import { pollRoutes } from './services/poll/routes';
import { profileRoutes } from './services/profile/routes';
import { stationRoutes } from './services/station/routes';
import { userPreferenceRoutes } from './services/user-preference/routes';
import { localStorage, type Storage } from './storage';
import type { App } from './types';

export type BuildOptions = {
  config: AppConfig;
  /** An already opened and migrated database (tests); otherwise one is opened from the configuration. */
  database?: Database;
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
};

const ONE_YEAR = 365 * 24 * 3600;

export async function buildApp(options: BuildOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider() as unknown as App;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dir: config.dbDir,
      migrationsFolder: paths.migrations,
      onConnectionError: (error) =>
        app.log.warn({ err: error }, 'database connection lost; the pool opens another'),
    }));
  if (!options.database) await database.migrate();
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('storage', options.storage ?? localStorage(config.filesDir));
  mkdirSync(app.storage.root, { recursive: true });
  app.decorate('fileUrl', (key: string) => `${config.mediaBaseUrl}/media/${key}`);
  if (!options.database) app.addHook('onClose', () => database.close());

  // External plugins.
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
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigin, ...analytics.images],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigin],
        scriptSrc: ["'self'", ...analytics.scripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", ...analytics.connect],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Self-hosted on plain http (a LAN address), an upgrade would break every request.
        upgradeInsecureRequests: null,
      },
    },
    // Media is fetched by <audio>/<img> from other origins when a CDN is in front.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10, fieldSize: 1024 },
  });
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
  await app.register(authPlugin);
  await app.register(mailerPlugin);

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
  const services = {
    customer: customerRoutes,
    'user-preference': userPreferenceRoutes,
    station: stationRoutes,
    master: masterRoutes,
    media: mediaRoutes,
    profile: profileRoutes,
    file: fileRoutes,
    content: contentRoutes,
    event: eventRoutes,
    contest: contestRoutes,
    poll: pollRoutes,
  };
  for (const [name, routes] of Object.entries(services)) {
    await app.register(routes, { prefix: `/api/${name}/v1` });
  }

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
  const webRoot = config.webDistDir;
  const hasWeb = existsSync(join(webRoot, 'index.html'));
  const indexHtml = hasWeb ? renderIndexHtml(join(webRoot, 'index.html'), config.site) : '';
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      // index.html is answered below, with the configured head tags.
      allowedPath: (pathName) => !pathName.startsWith('/index.html'),
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        res.header(
          'Cache-Control',
          path.includes(`${join(webRoot, 'assets')}/`)
            ? `public, max-age=${ONE_YEAR}, immutable`
            : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && wantsPage && !path.startsWith('/api/') && !path.startsWith('/media/')) {
      // The single-page app answers every other path; it shows its own not-found page.
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply
      .code(404)
      .send({ statusCode: 404, error: 'Not Found', message: `No route for ${request.method} ${path}` });
  });

  return app;
}
