import { toUrlName } from '@tarang/contracts';
import type { App } from '../../../types';
import type { StationWithDetails } from '../../stations/repository';
import type { PreviewBrand } from '../previews/inputs';

/** Everything a station's page head is built from: the site, the station, absolute URLs. */
export type PageContext = {
  app: App;
  publicUrl: string;
  brandName: string;
  station: StationWithDetails;
  /** The station's canonical URL name (the one its id and name give, whatever the request's slug was). */
  stationUrlName: string;
  brand: PreviewBrand;
  /** An absolute URL of a site path (or an already absolute URL, e.g. media on a CDN). */
  absolute: (path: string) => string;
  /** The absolute URL of a stored file's bytes. */
  fileUrl: (storageKey: string) => string;
};

export function pageContext(app: App, station: StationWithDetails, brand: PreviewBrand): PageContext {
  const { publicUrl, brandName } = app.config;
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`);
  return {
    app,
    publicUrl,
    brandName,
    station,
    stationUrlName: toUrlName(station.name, station.id),
    brand,
    absolute,
    fileUrl: (key) => absolute(app.fileUrl(key)),
  };
}
