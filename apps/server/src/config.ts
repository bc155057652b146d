import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * The only place that reads process.env. Everything is validated at start: a bad value stops the server
 * with a message naming the variable, instead of failing later.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** postgres://… to use a PostgreSQL server; unset for the embedded PGlite database. */
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** Folder for the embedded database and stored files. */
  DATA_DIR: z.string().default('./data'),
  /** Folder of uploaded and seeded files; defaults to DATA_DIR/files. */
  FILES_DIR: optionalText,
  /** Prefix of media URLs, e.g. a CDN origin in front of /media. Empty: served by this process. */
  MEDIA_BASE_URL: z.string().default(''),
  BRAND_NAME: z.string().trim().min(1).default('Tarang'),
  /** Seed the demo network when the database has no stations. */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built site to serve; defaults to apps/web/dist beside this package. */
  WEB_DIST_DIR: optionalText,
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).default(50),
  /** Key that signs access tokens (at least 32 characters). Unset: one is made and kept in DATA_DIR. */
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ACCESS_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ADS_ACCOUNT: optionalText,
  SITE_VERIFICATION: optionalText,
  ANALYTICS_ID: optionalText,
  SUPPORT_EMAIL: optionalText,
});

/** apps/server/: this file and the built bundle (dist/server.js) both sit one folder below it. */
const serverRoot = new URL('../', import.meta.url).pathname;

export const paths = {
  serverRoot,
  migrations: resolve(serverRoot, 'src/db/migrations'),
  seedMedia: resolve(serverRoot, 'seed-media'),
  webDist: resolve(serverRoot, '../web/dist'),
};

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  dbDir: string;
  filesDir: string;
  mediaBaseUrl: string;
  brandName: string;
  seedDemo: boolean;
  logLevel: string;
  webDistDir: string;
  uploadMaxBytes: number;
  auth: { jwtSecret: string | undefined; accessTokenSeconds: number; refreshTokenSeconds: number };
  site: { adsAccount?: string; siteVerification?: string; analyticsId?: string; supportEmail?: string };
};

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    dbDir: resolve(dataDir, 'db'),
    filesDir: resolve(e.FILES_DIR ?? resolve(dataDir, 'files')),
    mediaBaseUrl: e.MEDIA_BASE_URL.replace(/\/$/, ''),
    brandName: e.BRAND_NAME,
    seedDemo: e.SEED_DEMO === 'true',
    logLevel: e.LOG_LEVEL,
    webDistDir: resolve(e.WEB_DIST_DIR ?? paths.webDist),
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    auth: {
      jwtSecret: e.JWT_SECRET,
      accessTokenSeconds: e.ACCESS_TOKEN_MINUTES * 60,
      refreshTokenSeconds: e.REFRESH_TOKEN_DAYS * 24 * 3600,
    },
    site: {
      adsAccount: e.ADS_ACCOUNT,
      siteVerification: e.SITE_VERIFICATION,
      analyticsId: e.ANALYTICS_ID,
      supportEmail: e.SUPPORT_EMAIL,
    },
    ...overrides,
  };
}
