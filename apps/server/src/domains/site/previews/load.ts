import { MAX_ID } from '@tarang/contracts';
import type { App } from '../../../types';
import { findEvent } from '../../events/repository';
import { findPublishedRedLine } from '../../redlines/repository';
import { findProfile } from '../../rjs/repository';
import { findEpisodeWithShow, findMedia } from '../../shows/repository';
import { findStation } from '../../stations/repository';
import {
  episodePreview,
  eventPreview,
  networkBrand,
  networkPreview,
  type PreviewBrand,
  type PreviewInputs,
  type PreviewKind,
  redLinePreview,
  rjPreview,
  showPreview,
  stationBrand,
  stationPreview,
} from './inputs';

/** A database id in a URL: digits without a leading zero, within the integer column's range. */
const toId = (text: string) => (/^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ID ? Number(text) : null);

/** The brand of an item's station; the network's for a network-wide item (or one whose station was closed). */
async function brandOf(app: App, stationId: number | null): Promise<PreviewBrand> {
  const station = stationId === null ? undefined : await findStation(app.db, stationId);
  return station ? stationBrand(station) : networkBrand(app.config.brandName);
}

/**
 * The inputs of a share image, read with the public API's rules (a draft, a scheduled item, a closed station
 * have none); undefined for an unknown or malformed id.
 */
export async function loadPreview(
  app: App,
  kind: PreviewKind,
  id: string,
): Promise<PreviewInputs | undefined> {
  if (kind === 'rj') {
    if (!/^[A-Za-z0-9]{1,40}$/.test(id)) return undefined;
    const profile = await findProfile(app.db, id);
    return profile && rjPreview(profile, await brandOf(app, profile.stationId));
  }
  if (kind === 'station' && id === '0') return networkPreview(app.config.brandName);
  const number = toId(id);
  if (number === null) return undefined;
  switch (kind) {
    case 'station': {
      const station = await findStation(app.db, number);
      return station && stationPreview(station);
    }
    case 'show': {
      const show = await findMedia(app.db, number);
      return show && showPreview(show, await brandOf(app, show.stationId));
    }
    case 'episode': {
      const found = await findEpisodeWithShow(app.db, number);
      return found && episodePreview(found.episode, found.show, await brandOf(app, found.show.stationId));
    }
    case 'event': {
      const event = await findEvent(app.db, number);
      return event && eventPreview(event, await brandOf(app, event.stationId));
    }
    case 'redline': {
      const article = await findPublishedRedLine(app.db, number);
      return article && redLinePreview(article, await brandOf(app, article.stationId));
    }
  }
}
