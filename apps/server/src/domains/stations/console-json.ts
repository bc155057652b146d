import {
  STREAM_TYPES,
  type StaffStationDetail,
  type StaffStationRow,
  type StationUsage,
  type StreamType,
  toUrlName,
} from '@tarang/contracts';
import type { App } from '../../types';
import type { StaffStationWithDetails, StationColumns } from './console-repository';

/** A station as the console reads it (contracts: staffStationRow, staffStationDetail): file ids with URLs. */

export function toStaffStationRow(
  app: App,
  row: StationColumns & {
    logo: { storageKey: string } | null;
    city: { name: string } | null;
    state: { name: string } | null;
  },
): StaffStationRow {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    urlName: toUrlName(row.name, row.id),
    frequency: row.frequency,
    tagline: row.tagline,
    color: row.color,
    logoFileId: row.logoFileId,
    logo: row.logo ? app.fileUrl(row.logo.storageKey) : null,
    cityName: row.city?.name ?? null,
    stateName: row.state?.name ?? null,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
  };
}

/** The stored stream type (the form only ever stores one of STREAM_TYPES; the column default is mp3). */
const streamTypeOf = (value: string): StreamType =>
  (STREAM_TYPES as readonly string[]).includes(value) ? (value as StreamType) : 'mp3';

export function toStaffStationDetail(
  app: App,
  row: StaffStationWithDetails,
  usage: StationUsage,
): StaffStationDetail {
  return {
    ...toStaffStationRow(app, row),
    address: row.address,
    cityId: row.cityId,
    stateId: row.stateId,
    pin: row.pin,
    phoneNumber: row.phoneNumber,
    whatsappNumber: row.whatsappNumber,
    email: row.email,
    whatsappChannelUrl: row.whatsappChannelUrl ?? '',
    socialLinks: socialLinksOf(row),
    latitude: row.latitude,
    longitude: row.longitude,
    streamUrl: row.streamUrl,
    streamType: streamTypeOf(row.streamType),
    usage,
  };
}

/** The station's links in platform order, as the form lists them (and as Activity compares them). */
export const socialLinksOf = (row: {
  socialLinks: { platformId: number; url: string; platform: { name: string } }[];
}) =>
  row.socialLinks
    .map((link) => ({ platformId: link.platformId, platformName: link.platform.name, url: link.url }))
    .sort((a, b) => a.platformId - b.platformId);
