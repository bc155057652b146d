import {
  BANNER_ENDS_AFTER_START,
  type BANNER_PAGES,
  bannerCreateBody,
  bannerUpdateBody,
  staffBanner,
  staffBannerQuery,
} from '@tarang/contracts';
import type { z } from 'zod';
import { badRequest } from '../../errors';
import { consoleResource } from '../../shared/console-resource';
import type { App } from '../../types';
import { bannerStore } from './repository';

type BannerRow = NonNullable<Awaited<ReturnType<typeof bannerStore.find>>>;

/** Where a banner is in its window at `now`: the public read shows only the live ones. */
function windowState(row: Pick<BannerRow, 'startsAt' | 'endsAt'>, now: Date) {
  if (row.startsAt && row.startsAt > now) return 'upcoming' as const;
  if (row.endsAt && row.endsAt <= now) return 'ended' as const;
  return 'live' as const;
}

function toStaffBanner(app: App, row: BannerRow, now = new Date()) {
  return {
    id: row.id,
    version: row.version,
    stationId: row.stationId,
    page: row.page as (typeof BANNER_PAGES)[number],
    title: row.title,
    subtitle: row.subtitle,
    imageFileId: row.imageFileId,
    image: row.image ? app.fileUrl(row.image.storageKey) : null,
    linkUrl: row.linkUrl ?? '',
    sortOrder: row.sortOrder,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    state: windowState(row, now),
  };
}

type BannerFields = Partial<z.output<typeof bannerCreateBody>>;

/** What a form sends, as columns: the window's times parsed, an empty link stored as none. */
function columnsOf({ startsAt, endsAt, linkUrl, ...rest }: BannerFields) {
  const time = (value: string | null) => (value === null ? null : new Date(value));
  return {
    ...rest,
    ...(startsAt !== undefined && { startsAt: time(startsAt) }),
    ...(endsAt !== undefined && { endsAt: time(endsAt) }),
    ...(linkUrl !== undefined && { linkUrl: linkUrl || null }),
  };
}

/**
 * The console's banners: a staff list (station or network-wide, page, search, sort) and one banner as the form
 * loads it (GET content/v1/staff/banners…), and the writes on the read paths (POST banner, PATCH and DELETE
 * banner/{id}). A banner of every station (no stationId) is an admin's.
 */
export async function bannerConsole(app: App) {
  consoleResource(app, {
    store: bannerStore,
    tags: ['content', 'staff'],
    entity: 'banner',
    what: 'Banner',
    paths: { list: 'banners', write: 'banner' },
    schemas: {
      item: staffBanner,
      query: staffBannerQuery,
      create: bannerCreateBody,
      update: bannerUpdateBody,
    },
    summaries: {
      list: 'Banners for the console, shown or not (upcoming, live, ended), in their set order by default',
      get: 'One banner as the console edits it',
      create:
        'Create a banner on a page (staff); no stationId: on every station (admins); linkUrl a site path or https address',
      update: 'Edit a banner (staff); 409 when someone saved it since this version',
      delete: 'Delete a banner (staff)',
    },
    networkWide: true,
    checkStation: true,
    answer: (row, now) => toStaffBanner(app, row, now),
    columns: columnsOf,
    insert: (body, values) => ({
      ...values,
      stationId: body.stationId,
      page: body.page,
      title: body.title,
      imageFileId: body.imageFileId,
    }),
    // One end of the window may be changed alone: it must still fit the saved other end.
    check: (values, before) => {
      const startsAt = values.startsAt !== undefined ? values.startsAt : before.startsAt;
      const endsAt = values.endsAt !== undefined ? values.endsAt : before.endsAt;
      if (startsAt && endsAt && endsAt <= startsAt) throw badRequest(BANNER_ENDS_AFTER_START, 'endsAt');
    },
  });
}
