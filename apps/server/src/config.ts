import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emailProblem, passwordProblem } from '@tarang/contracts';
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
  /**
   * Which X-Forwarded-For hops to believe for the client's address (rate limits, logs): false (default: the
   * peer itself), true (any), or the proxies' addresses/CIDRs separated by commas (e.g. 10.0.0.0/8). Set it
   * when a load balancer is in front; trusting it without one lets any client pick its own address. (A bare hop
   * count is refused: Fastify 5 cannot check the peer with it and ignores the header.)
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine((value) => !/^\d+$/.test(value), "give the proxies' addresses (or true), not a hop count"),
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
  /** Largest file staff upload through the console's resumable uploads (an hour-long video is ~1 GB). */
  STAFF_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(10_240).default(2048),
  /**
   * What one staff account's unfinished uploads may add up to (their declared sizes); default three times
   * STAFF_UPLOAD_MAX_MB: an episode's audio, its video and one more waiting to be resumed, at full size.
   */
  STAFF_UPLOAD_PENDING_MB: optionalText.pipe(
    z.coerce.number<string | undefined>().int().min(1).max(1_048_576).optional(),
  ),
  /** Disk space uploads must leave free: an upload whose declared size would eat into it is refused (507). */
  UPLOAD_DISK_RESERVE_MB: z.coerce.number().int().min(0).max(1_048_576).default(1024),
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
  /** The site's address as listeners reach it: links in e-mails. Default http://localhost:PORT. */
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** smtp://user:pass@host:587 (or smtps://…). Unset: e-mails are written to DATA_DIR/outbox. */
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('accounts.google.com,https://accounts.google.com'),
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
  TWITTER_CLIENT_ID: optionalText,
  TWITTER_CLIENT_SECRET: optionalText,
  TWITTER_TOKEN_URL: z.url().default('https://api.twitter.com/2/oauth2/token'),
  TWITTER_API_URL: z.url().default('https://api.twitter.com'),
  /**
   * The local development sign-in for providers that are not configured: anyone can sign in as any e-mail
   * through it, so it is off unless turned on (npm start and the tests do), and refused in production.
   */
  SOCIAL_LOCAL_PROVIDERS: z.enum(['true', 'false']).default('false'),
  /** redis://… shares rate limits and sign-in counters between instances; unset keeps them in this process/the database. */
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{0,40}$/, 'letters, digits, : _ - (at most 40)')
    .default('tarang:'),
  /** Folder of listeners' private uploads (never served by /media); defaults to DATA_DIR/private-files. */
  PRIVATE_FILES_DIR: optionalText,
  /**
   * The longest a request may take to arrive, body included (uploads too: 50 MB in 120 s needs ~3.5 Mbit/s).
   * Slow bodies are cut sooner by the minimum-rate check in plugins/limits.ts.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /**
   * Let the server fetch a station's stream address (the Icecast status page behind now-playing's title) on a
   * loopback, private, carrier-grade NAT or unique-local address: for an Icecast on the operator's own network.
   * Off, the console refuses such an address and the server never connects to one, redirects included.
   */
  ALLOW_PRIVATE_STREAM_HOSTS: z.enum(['true', 'false']).default('false'),
  /**
   * Live streams (the continuous MP3, HLS requests in flight) one client address may have open at once; an IPv6
   * /64 counts as one address. Sized for a mobile carrier's NAT exit, which many listeners share
   * (docs/decisions/011-limits-for-shared-addresses.md).
   */
  LIVE_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(250),
  /** An account made (or promoted to) staff at start. */
  STAFF_EMAIL: optionalText,
  STAFF_PASSWORD: optionalText,
});

/** Checks that concern several variables at once. */
const checkedEnvSchema = envSchema.superRefine((e, ctx) => {
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (Boolean(e.FACEBOOK_APP_ID) !== Boolean(e.FACEBOOK_APP_SECRET)) {
    problem('FACEBOOK_APP_SECRET', 'set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET together');
  }
  if (Boolean(e.STAFF_EMAIL) !== Boolean(e.STAFF_PASSWORD)) {
    problem('STAFF_PASSWORD', 'set STAFF_EMAIL and STAFF_PASSWORD together');
  }
  const emailIssue = e.STAFF_EMAIL ? emailProblem(e.STAFF_EMAIL) : null;
  if (emailIssue) problem('STAFF_EMAIL', emailIssue);
  const passwordIssue = e.STAFF_PASSWORD ? passwordProblem(e.STAFF_PASSWORD) : null;
  if (passwordIssue) problem('STAFF_PASSWORD', passwordIssue);
  if (e.STAFF_UPLOAD_PENDING_MB !== undefined && e.STAFF_UPLOAD_PENDING_MB < e.STAFF_UPLOAD_MAX_MB) {
    problem(
      'STAFF_UPLOAD_PENDING_MB',
      'must be at least STAFF_UPLOAD_MAX_MB, or no file of the largest size fits',
    );
  }
  if (e.NODE_ENV === 'production' && e.SOCIAL_LOCAL_PROVIDERS === 'true') {
    problem(
      'SOCIAL_LOCAL_PROVIDERS',
      'must be false when NODE_ENV=production: the local sign-in lets anyone sign in as any e-mail',
    );
  }
});

/** apps/server/: this file and the built bundle (dist/server.js) both sit one folder below it. */
const serverRoot = new URL('../', import.meta.url).pathname;

export const paths = {
  serverRoot,
  migrations: resolve(serverRoot, 'src/db/migrations'),
  seedMedia: resolve(serverRoot, 'seed-media'),
  webDist: resolve(serverRoot, '../web/dist'),
  /** build.mjs makes it beside the bundle (dist/); run from source, there is none and PGlite runs initdb. */
  pgliteCluster: fileURLToPath(new URL('./pglite-cluster', import.meta.url)),
};

function parseTrustProxy(value: string): boolean | string {
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  trustProxy: boolean | string;
  databaseUrl: string | undefined;
  dataDir: string;
  dbDir: string;
  filesDir: string;
  /** Listeners' uploads: readable only by their uploader and staff, never through /media. */
  privateFilesDir: string;
  /** Shared counters and limits; undefined keeps them per process (rate limits) or in the database. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** Milliseconds a request may take to arrive, body included. */
  requestTimeoutMs: number;
  /** Stream addresses on private networks may be saved and fetched (ALLOW_PRIVATE_STREAM_HOSTS). */
  allowPrivateStreamHosts: boolean;
  /** Live connections one client address (an IPv6 /64) may have open at once. */
  liveConnectionsPerAddress: number;
  mediaBaseUrl: string;
  brandName: string;
  seedDemo: boolean;
  logLevel: string;
  webDistDir: string;
  uploadMaxBytes: number;
  staffUploadMaxBytes: number;
  /** What one staff account's unfinished uploads may add up to. */
  staffUploadPendingBytes: number;
  /** Free disk space an upload must leave. */
  uploadDiskReserveBytes: number;
  auth: { jwtSecret: string | undefined; accessTokenSeconds: number; refreshTokenSeconds: number };
  site: { adsAccount?: string; siteVerification?: string; analyticsId?: string; supportEmail?: string };
  /** Origin (and optional path) of the site as listeners reach it, without a trailing slash. */
  publicUrl: string;
  /** from: MAIL_FROM; unset, the mailer uses `"BRAND_NAME" <no-reply@localhost>`. */
  mail: { smtpUrl: string | undefined; from: string | undefined };
  social: SocialConfig;
  staff: { email: string; password: string } | undefined;
};

/** Where each provider's tokens are verified. A provider without its client id is "not configured". */
export type SocialConfig = {
  /** Serve the local development sign-in for providers that are not configured. */
  localProviders: boolean;
  /** How long a call to a provider may take. */
  timeoutMs: number;
  google: { clientId: string | undefined; jwksUrl: string; issuers: string[] };
  facebook: { appId: string | undefined; appSecret: string | undefined; graphUrl: string };
  twitter: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    tokenUrl: string;
    apiUrl: string;
  };
};

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    dbDir: resolve(dataDir, 'db'),
    filesDir: resolve(e.FILES_DIR ?? resolve(dataDir, 'files')),
    privateFilesDir: resolve(e.PRIVATE_FILES_DIR ?? resolve(dataDir, 'private-files')),
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    allowPrivateStreamHosts: e.ALLOW_PRIVATE_STREAM_HOSTS === 'true',
    liveConnectionsPerAddress: e.LIVE_CONNECTIONS_PER_ADDRESS,
    mediaBaseUrl: e.MEDIA_BASE_URL.replace(/\/$/, ''),
    brandName: e.BRAND_NAME,
    seedDemo: e.SEED_DEMO === 'true',
    logLevel: e.LOG_LEVEL,
    webDistDir: resolve(e.WEB_DIST_DIR ?? paths.webDist),
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    staffUploadMaxBytes: e.STAFF_UPLOAD_MAX_MB * 1024 * 1024,
    staffUploadPendingBytes: (e.STAFF_UPLOAD_PENDING_MB ?? 3 * e.STAFF_UPLOAD_MAX_MB) * 1024 * 1024,
    uploadDiskReserveBytes: e.UPLOAD_DISK_RESERVE_MB * 1024 * 1024,
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
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    social: {
      localProviders: e.SOCIAL_LOCAL_PROVIDERS === 'true',
      timeoutMs: 5000,
      google: {
        clientId: e.GOOGLE_CLIENT_ID,
        jwksUrl: e.GOOGLE_JWKS_URL,
        issuers: e.GOOGLE_ISSUERS.split(',')
          .map((issuer) => issuer.trim())
          .filter(Boolean),
      },
      facebook: {
        appId: e.FACEBOOK_APP_ID,
        appSecret: e.FACEBOOK_APP_SECRET,
        graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
      },
      twitter: {
        clientId: e.TWITTER_CLIENT_ID,
        clientSecret: e.TWITTER_CLIENT_SECRET,
        tokenUrl: e.TWITTER_TOKEN_URL,
        apiUrl: e.TWITTER_API_URL.replace(/\/+$/, ''),
      },
    },
    staff:
      e.STAFF_EMAIL && e.STAFF_PASSWORD
        ? { email: e.STAFF_EMAIL.trim().toLowerCase(), password: e.STAFF_PASSWORD }
        : undefined,
    ...overrides,
  };
}
