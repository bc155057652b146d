import { z } from 'zod';
import { BANNER_PAGES, MAX_ID, STATION_PAGES } from './constants';
import { inputString } from './input';
import { BANNER_LIVE_LINK, isStationPagePath, stationRelativePath } from './paths';
import { boolParam, enumParam, intParam } from './query';
import {
  bodyId,
  dateTimeField,
  htmlField,
  optionalTextField,
  PUBLICATION_STATES,
  PUBLISH_STATUSES,
  publishStatusField,
  staffListQuery,
  textField,
  updateBodyOf,
} from './staff';

/**
 * The console's red lines and banners (content service) and station pages (station service): what a form sends
 * and what the console reads back. Each of them may belong to no station: network-wide news, a banner on every
 * station, the default page of stations without their own. Only a network admin changes those.
 */

export const CONTENT_TEXT = {
  redLineTitle: 160,
  redLineSummary: 400,
  author: 120,
  bannerTitle: 120,
  bannerSubtitle: 200,
  linkUrl: 500,
  pageTitle: 120,
  /** Characters of HTML in an article or a page. */
  html: 100_000,
} as const;

/** Largest sortOrder of a banner (lower comes first). */
export const BANNER_SORT_MAX = 10_000;

/** A station id in a body, or null for "the whole network" (network admins only). */
const stationOrNetworkField = bodyId('stationId').nullable();

/** Rich text that must say something (an article, a page); sanitised by the server before it is stored. */
const requiredHtml = (label: string) =>
  htmlField(label, CONTENT_TEXT.html)
    .unwrap()
    .refine(
      (html) => /<img\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '',
      `${label} is required`,
    );

/**
 * The station filter of these lists: `stationId` gives one station's own items, `networkWide=true` only the
 * items for every station; neither gives everything the caller may see (an editor: their stations' and the
 * network-wide ones, which they may read but not change).
 */
const stationOrNetworkQuery = staffListQuery.extend({
  networkWide: boolParam('networkWide').optional(),
});
/** Both filters at once contradict each other. */
export const NETWORK_WIDE_WITH_STATION = 'Choose a station or network-wide, not both';

// ---------------------------------------------------------------- red lines

const redLineFields = {
  stationId: stationOrNetworkField,
  title: textField('Title', CONTENT_TEXT.redLineTitle),
  summary: optionalTextField('Summary', CONTENT_TEXT.redLineSummary),
  body: requiredHtml('Article'),
  author: optionalTextField('Author', CONTENT_TEXT.author),
  imageFileId: bodyId('imageFileId').nullable().default(null),
  /** A new article is a draft unless the form says otherwise: nothing reaches listeners by accident. */
  status: publishStatusField.default('draft'),
  /**
   * When listeners see it (a future time schedules it). Left out: now, and when a draft is published later
   * without one, the time it is published.
   */
  publishedAt: dateTimeField('Publish time').optional(),
};

/** POST content/v1/redline */
export const redLineCreateBody = z.object(redLineFields);
export type RedLineCreateBody = z.input<typeof redLineCreateBody>;

/** PATCH content/v1/redline/{id}: any of the fields, and the version the form was loaded with. */
export const redLineUpdateBody = updateBodyOf(redLineFields);
export type RedLineUpdateBody = z.input<typeof redLineUpdateBody>;

/** GET content/v1/staff/redlines */
export const staffRedLineQuery = stationOrNetworkQuery.extend({
  status: enumParam('status', PUBLICATION_STATES).optional(),
  sort: enumParam('sort', ['-publishedAt', 'title'] as const).default('-publishedAt'),
});

export const staffRedLine = z.object({
  id: z.number().int(),
  version: z.number().int(),
  /** null: network-wide news, listed for every station. */
  stationId: z.number().int().nullable(),
  title: z.string(),
  /** The article's address on the site: /redlines/{urlName}. */
  urlName: z.string(),
  summary: z.string(),
  body: z.string(),
  author: z.string(),
  imageFileId: z.number().int().nullable(),
  image: z.string().nullable(),
  status: z.enum(PUBLISH_STATUSES),
  publishedAt: z.string(),
  /** What the console shows: Draft, Scheduled (published, time not yet come) or Published. */
  state: z.enum(PUBLICATION_STATES),
  createdAt: z.string(),
});
export type StaffRedLine = z.infer<typeof staffRedLine>;

// ---------------------------------------------------------------- banners

/**
 * A page of the station's site ("/events", "/audio/{show}"; not //host), "/live" (plays the station), or an https
 * address; '' for a banner that links nowhere. An address copied off the site with its station in front
 * ("/tarang-delhi-1/events") is kept without it: every station the banner shows on puts its own in front.
 */
const linkUrlField = inputString('Link', { error: 'linkUrl must be text' })
  .trim()
  .max(CONTENT_TEXT.linkUrl, `Link must be at most ${CONTENT_TEXT.linkUrl} characters`)
  .transform((value) => (value.startsWith('/') ? stationRelativePath(value) : value))
  .refine(
    (value) =>
      value === '' ||
      value === BANNER_LIVE_LINK ||
      (/^\/(?![/\\])[^\s\\]*$/.test(value) && isStationPagePath(value)) ||
      /^https:\/\/[^\s/\\]+[^\s]*$/.test(value),
    'Link must be a page of the station’s site (such as /events or /audio/a-show-12), /live, or an address starting with https://',
  );

const bannerFields = {
  stationId: stationOrNetworkField,
  page: z.enum(BANNER_PAGES, { error: `Page must be one of ${BANNER_PAGES.join(', ')}` }),
  title: textField('Title', CONTENT_TEXT.bannerTitle),
  subtitle: optionalTextField('Subtitle', CONTENT_TEXT.bannerSubtitle),
  imageFileId: bodyId('imageFileId'),
  linkUrl: linkUrlField.default(''),
  sortOrder: z
    .number({ error: 'Order must be a whole number' })
    .int('Order must be a whole number')
    .min(0, 'Order must be at least 0')
    .max(BANNER_SORT_MAX, `Order must be at most ${BANNER_SORT_MAX}`)
    .default(0),
  /** The optional window in which listeners see it; null: from now on, or for ever. */
  startsAt: dateTimeField('Show from').nullable().default(null),
  endsAt: dateTimeField('Show until').nullable().default(null),
};

const endsAfterStart = (body: { startsAt?: string | null; endsAt?: string | null }) =>
  !body.startsAt || !body.endsAt || Date.parse(body.endsAt) > Date.parse(body.startsAt);
export const BANNER_ENDS_AFTER_START = 'Show until must be after Show from';
const ENDS_AFTER_START = { message: BANNER_ENDS_AFTER_START, path: ['endsAt'] };

/** POST content/v1/banner */
export const bannerCreateBody = z.object(bannerFields).refine(endsAfterStart, ENDS_AFTER_START);
export type BannerCreateBody = z.input<typeof bannerCreateBody>;

/** PATCH content/v1/banner/{id} (the server also checks the window against the saved start or end). */
export const bannerUpdateBody = updateBodyOf(bannerFields).refine(endsAfterStart, ENDS_AFTER_START);
export type BannerUpdateBody = z.input<typeof bannerUpdateBody>;

/** GET content/v1/staff/banners */
export const staffBannerQuery = stationOrNetworkQuery.extend({
  bannerPage: enumParam('bannerPage', BANNER_PAGES).optional(),
  sort: enumParam('sort', ['sortOrder', '-startsAt'] as const).default('sortOrder'),
});

/** Where a banner is in its window: not yet shown, shown now, or no longer shown. */
export const BANNER_STATES = ['upcoming', 'live', 'ended'] as const;

export const staffBanner = z.object({
  id: z.number().int(),
  version: z.number().int(),
  /** null: shown on every station. */
  stationId: z.number().int().nullable(),
  page: z.enum(BANNER_PAGES),
  title: z.string(),
  subtitle: z.string(),
  imageFileId: z.number().int(),
  image: z.string().nullable(),
  /** '' when the banner links nowhere. */
  linkUrl: z.string(),
  sortOrder: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  state: z.enum(BANNER_STATES),
});
export type StaffBanner = z.infer<typeof staffBanner>;

// ---------------------------------------------------------------- station pages

/** Station id 0 in the path of a page write means the network-wide page (the default of every station). */
export const NETWORK_WIDE_STATION_ID = 0;

/** PATCH|DELETE station/v1/station/{id}/page/{page}: `id` is a station, or 0 for the network-wide page. */
export const stationPageWritePath = z.object({
  id: intParam('id', NETWORK_WIDE_STATION_ID, MAX_ID),
  page: enumParam('page', STATION_PAGES),
});

/**
 * PATCH station/v1/station/{id}/page/{page}: the whole page (title and body). `version` is the version of the
 * station's own page the form loaded; leave it out (or 0) when the station has none yet (it shows the
 * network's): the save then creates it, and answers 409 if someone else created it in the meantime.
 */
export const stationPageSaveBody = z.object({
  title: textField('Title', CONTENT_TEXT.pageTitle),
  body: requiredHtml('Page text'),
  version: z
    .number({ error: 'version must be a whole number' })
    .int('version must be a whole number')
    .min(0, 'version must be at least 0')
    .max(MAX_ID, 'version is too large')
    .optional(),
});
export type StationPageSaveBody = z.input<typeof stationPageSaveBody>;

/** GET station/v1/staff/pages: with `stationId`, that station's own pages and the network-wide defaults. */
export const staffStationPageQuery = stationOrNetworkQuery.extend({
  page: enumParam('page', STATION_PAGES).optional(),
  sort: enumParam('sort', ['page', '-updatedAt'] as const).default('page'),
});

export const staffStationPage = z.object({
  id: z.number().int(),
  version: z.number().int(),
  /** null: the network-wide page, shown by stations without their own. */
  stationId: z.number().int().nullable(),
  page: z.enum(STATION_PAGES),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type StaffStationPage = z.infer<typeof staffStationPage>;
