import {
  NETWORK_WIDE_STATION_ID,
  STATION_PAGES,
  type StaffMe,
  type StaffStationPage,
  type StationPage,
} from '@tarang/contracts';
import { staffPages } from '@tarang/contracts/staff-endpoints';
import { useStaffList } from '../api';

/** The six pages every station has, as an editor calls them. */
export const PAGE_LABELS: Record<StationPage, string> = {
  careers: 'Careers',
  'contact-us': 'Contact us',
  'advertise-with-us': 'Advertise with us',
  'privacy-policy': 'Privacy policy',
  'terms-and-conditions': 'Terms and conditions',
  'csr-policy': 'CSR policy',
};

export const isStationPage = (page: string | undefined): page is StationPage =>
  STATION_PAGES.includes(page as StationPage);

/** Station 0: the network-wide pages, the default of every station without its own. */
export const NETWORK = NETWORK_WIDE_STATION_ID;

/** What the console calls a station, or the network's defaults. */
export const whoseName = (me: StaffMe, stationId: number) =>
  stationId === NETWORK
    ? 'The network'
    : (me.stations.find((station) => station.id === stationId)?.name ?? `Station ${stationId}`);

/** What one page of a station is: its own, the network's it falls back to (either may be missing). */
export type PageSource = { page: StationPage; own?: StaffStationPage; network?: StaffStationPage };

export function sourcesOf(rows: StaffStationPage[], stationId: number, pages: readonly StationPage[]) {
  return pages.map(
    (page): PageSource => ({
      page,
      own:
        stationId === NETWORK
          ? undefined
          : rows.find((row) => row.page === page && row.stationId === stationId),
      network: rows.find((row) => row.page === page && row.stationId === null),
    }),
  );
}

/**
 * A station's own pages and the network's (or, for station 0, only the network's): one read, every page or one.
 * Read again after every console write.
 */
export function useStationPages(stationId: number, page?: StationPage) {
  return useStaffList(staffPages.list, {
    query: {
      ...(stationId === NETWORK ? { networkWide: true } : { stationId }),
      page,
      pageSize: 100,
    },
  });
}
